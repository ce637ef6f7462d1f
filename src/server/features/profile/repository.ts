import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';

export interface ProfileRow {
  id: string;
  email: string;
  displayName: string;
  fullName: string;
  avatarUrl: string | null;
  phone: string | null;
  location: string | null;
  userRole: string;
  isCreator: boolean;
  namesEditedAt: Date | null;
  updatedAt: Date;
}

const columns = {
  id: profiles.id,
  email: profiles.email,
  displayName: profiles.displayName,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  phone: profiles.phone,
  location: profiles.location,
  userRole: profiles.userRole,
  isCreator: profiles.isCreator,
  namesEditedAt: profiles.namesEditedAt,
  updatedAt: profiles.updatedAt,
};

export async function findProfile(db: Executor, id: string, lock = false): Promise<ProfileRow | undefined> {
  const query = db.select(columns).from(profiles).where(eq(profiles.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export type ProfileChanges = Partial<
  Pick<ProfileRow, 'displayName' | 'fullName' | 'avatarUrl' | 'phone' | 'location' | 'namesEditedAt'>
>;

export async function updateProfile(
  db: Executor,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<ProfileRow | undefined> {
  const rows = await db
    .update(profiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(profiles.id, id))
    .returning(columns);
  return rows[0];
}
