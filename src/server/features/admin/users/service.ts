import type { AppDeps } from '../../../app-types';
import { keysetPage } from '../../../db/keyset-page';
import { cursorKey, listCursor } from '../../../db/list-cursor';
import type { AdminUserItem, AdminUserList, AdminUserRole } from '@shared/contract/admin-users';
import { listAdminUsers, type AdminUserRow } from './repository';

/** Every account, for the admins: newest first. */
export const adminUsersCursor = listCursor('admin-users', { newest: [cursorKey.timestamp] });

/** ADMIN_EMAILS decides who administers (sessions compare lower-cased emails the same way). */
function roleOf(row: AdminUserRow, adminEmails: readonly string[]): AdminUserRole {
  if (adminEmails.includes(row.email.toLowerCase())) return 'admin';
  return row.isCreator ? 'creator' : 'listener';
}

/** One page of accounts, newest first, optionally narrowed to those whose email, name or channel match. */
export async function adminUsersPage(
  { db }: Pick<AppDeps, 'db'>,
  options: {
    limit: number;
    q?: string | undefined;
    cursor?: string | undefined;
    adminEmails: readonly string[];
    now: Date;
  },
): Promise<AdminUserList> {
  const after = options.cursor ? adminUsersCursor.decode(options.cursor, 'newest') : undefined;
  // One extra row tells whether another page exists without a count query.
  const rows = await listAdminUsers(db, {
    limit: options.limit + 1,
    now: options.now,
    search: options.q || undefined,
    after,
  });
  const toItem = (row: AdminUserRow): AdminUserItem => ({
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: roleOf(row, options.adminEmails),
    channelName: row.channelName,
    subscriptionCount: Number(row.subscriptionCount),
    createdAt: row.createdAt.toISOString(),
  });
  return keysetPage(rows, options.limit, toItem, (last) =>
    adminUsersCursor.encode({ sort: 'newest', key: [last.cursorTime], id: last.id, since: null }),
  );
}
