import { AdminUserList } from '@web/features/admin/components/admin-user-list';
import { AdminShell } from './admin-shell';

/** /admin/users: every account with its role, channel and subscriptions. */
export default function AdminUsersPage() {
  return (
    <AdminShell
      section="users"
      title="Users and creators"
      description="Every account, newest first: its role, its channel and the subscriptions it holds."
    >
      <AdminUserList />
    </AdminShell>
  );
}
