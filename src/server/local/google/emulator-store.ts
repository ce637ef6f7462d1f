import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devGoogleRecords } from '../../db/schema';

export type Payload = Record<string, unknown> & {
  uid?: string;
  grantId?: string;
  userCode?: string;
  consumed?: number;
};

/** The emulator's signing key (a private RSA JWK) and cookie key, the same in every process. */
export interface EmulatorKeys {
  signingKey: Record<string, unknown>;
  cookieKey: string;
}

const KEYS_MODEL = 'EmulatorKeys';

/**
 * The local Google emulator's state in the application's database (table `dev_google_records`): what
 * oidc-provider keeps per model (interactions, sessions, grants, codes), the accounts it has seen and its
 * keys. In memory, a sign-in started on one API process failed on the next one behind a round-robin load
 * balancer; in the database every process sees the same state. The only code that touches the table.
 */
export class EmulatorStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private live(model: string) {
    return and(
      eq(devGoogleRecords.model, model),
      or(isNull(devGoogleRecords.expiresAt), gt(devGoogleRecords.expiresAt, this.now())),
    );
  }

  async upsert(model: string, id: string, payload: Payload, expiresInSeconds?: number): Promise<void> {
    const columns = {
      payload,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      expiresAt: expiresInSeconds ? new Date(this.now().getTime() + expiresInSeconds * 1000) : null,
    };
    await this.db
      .insert(devGoogleRecords)
      .values({ model, id, ...columns })
      .onConflictDoUpdate({ target: [devGoogleRecords.model, devGoogleRecords.id], set: columns });
  }

  async find(model: string, id: string): Promise<Payload | undefined> {
    const [row] = await this.db
      .select({ payload: devGoogleRecords.payload })
      .from(devGoogleRecords)
      .where(and(this.live(model), eq(devGoogleRecords.id, id)));
    return row?.payload as Payload | undefined;
  }

  async findBy(model: string, column: 'uid' | 'userCode', value: string): Promise<Payload | undefined> {
    const [row] = await this.db
      .select({ payload: devGoogleRecords.payload })
      .from(devGoogleRecords)
      .where(and(this.live(model), eq(devGoogleRecords[column], value)))
      .limit(1);
    return row?.payload as Payload | undefined;
  }

  /** Marks a record used (oidc-provider refuses a consumed authorization code), atomically. */
  async consume(model: string, id: string): Promise<void> {
    const consumed = Math.floor(this.now().getTime() / 1000);
    await this.db
      .update(devGoogleRecords)
      .set({ payload: sql`${devGoogleRecords.payload} || jsonb_build_object('consumed', ${consumed}::int)` })
      .where(and(eq(devGoogleRecords.model, model), eq(devGoogleRecords.id, id)));
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db
      .delete(devGoogleRecords)
      .where(and(eq(devGoogleRecords.model, model), eq(devGoogleRecords.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(devGoogleRecords).where(eq(devGoogleRecords.grantId, grantId));
  }

  /** Deletes expired records; accounts and keys never expire. Run by the housekeeping job. */
  async deleteExpired(): Promise<number> {
    const deleted = await this.db
      .delete(devGoogleRecords)
      .where(lt(devGoogleRecords.expiresAt, this.now()))
      .returning({ id: devGoogleRecords.id });
    return deleted.length;
  }

  /**
   * The keys every process signs ID tokens and cookies with. The first process to start makes them; an
   * insert that loses the race is ignored and everyone reads the one stored row.
   */
  async keys(): Promise<EmulatorKeys> {
    const existing = await this.find(KEYS_MODEL, 'current');
    if (existing) return existing as unknown as EmulatorKeys;
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    });
    const fresh: EmulatorKeys = {
      signingKey: {
        ...signingKey,
        kid: `emulator-${randomBytes(4).toString('hex')}`,
        use: 'sig',
        alg: 'RS256',
      },
      cookieKey: randomBytes(32).toString('base64url'),
    };
    await this.db
      .insert(devGoogleRecords)
      .values({ model: KEYS_MODEL, id: 'current', payload: fresh as unknown as Payload })
      .onConflictDoNothing();
    const stored = await this.find(KEYS_MODEL, 'current');
    if (!stored) throw new Error('The emulator keys could not be stored');
    return stored as unknown as EmulatorKeys;
  }
}

/** The adapter class oidc-provider instantiates once per model, over one store. */
export function createDatabaseAdapter(store: EmulatorStore) {
  return class DatabaseAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await store.upsert(this.model, id, payload, expiresIn);
    }

    async find(id: string): Promise<Payload | undefined> {
      return store.find(this.model, id);
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return store.findBy(this.model, 'uid', uid);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return store.findBy(this.model, 'userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await store.consume(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await store.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.revokeByGrantId(grantId);
    }
  };
}
