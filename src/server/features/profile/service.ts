import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { Profile, ProfileUpdate } from '@shared/contract/profile';
import { findProfile, updateProfile, type ProfileChanges, type ProfileRow } from './repository';

export interface ProfileDeps {
  db: Database;
  clock: Clock;
}

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    phone: row.phone,
    location: row.location,
    userRole: row.userRole,
    isCreator: row.isCreator,
    namesEditedAt: row.namesEditedAt ? row.namesEditedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const missing = () => notFound('profile_not_found', 'Could not load profile data');

export async function getProfile(deps: ProfileDeps, userId: string): Promise<Profile> {
  const row = await findProfile(deps.db, userId);
  if (!row) throw missing();
  return toProfile(row);
}

/** Empty optional fields are stored as null, so "cleared" has one representation. */
const orNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

/**
 * Updates the user's own profile (docs/product.md#operations). Email stays as Google says. Changing a name
 * marks the names as edited, so later Google sign-ins no longer overwrite them.
 */
export async function updateOwnProfile(
  deps: ProfileDeps,
  userId: string,
  input: ProfileUpdate,
): Promise<Profile> {
  return deps.db.transaction(async (tx) => {
    const current = await findProfile(tx, userId, true);
    if (!current) throw missing();
    const now = deps.clock.now();
    const changes: ProfileChanges = {};
    if (input.displayName !== undefined) changes.displayName = input.displayName.trim();
    if (input.fullName !== undefined) changes.fullName = input.fullName.trim();
    const avatarUrl = orNull(input.avatarUrl);
    const phone = orNull(input.phone);
    const location = orNull(input.location);
    if (avatarUrl !== undefined) changes.avatarUrl = avatarUrl;
    if (phone !== undefined) changes.phone = phone;
    if (location !== undefined) changes.location = location;
    const namesChanged =
      (changes.displayName !== undefined && changes.displayName !== current.displayName) ||
      (changes.fullName !== undefined && changes.fullName !== current.fullName);
    if (namesChanged) changes.namesEditedAt = now;
    const row = await updateProfile(tx, userId, changes, now);
    if (!row) throw missing();
    return toProfile(row);
  });
}
