type Payload = Record<string, unknown> & {
  uid?: string;
  grantId?: string;
  userCode?: string;
  consumed?: number;
};

interface Entry {
  payload: Payload;
  expiresAt: number | undefined;
}

/**
 * Storage for the emulator's codes, sessions and grants: in memory, one store per emulator instance.
 * The emulator is a development and test stand-in for Google, so losing its state on restart only means
 * signing in again (our own sessions live in the database).
 */
export function createMemoryAdapter() {
  const entries = new Map<string, Entry>();
  const live = (key: string): Payload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries)
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) entries.delete(key);
  };

  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      if (entries.size > 5000) sweep();
      entries.set(this.key(id), {
        payload,
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
      });
    }

    async find(id: string): Promise<Payload | undefined> {
      return live(this.key(id));
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key);
      }
      return undefined;
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key);
      }
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}
