import { useDeferredValue, useState } from 'react';
import { Users } from 'lucide-react';
import type { AdminUserItem, AdminUserRole } from '@shared/contract/admin-users';
import { formatShortDate } from '@shared/dates/format';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useAdminUsers } from '../api/admin-lists';
import { ListEmpty, ListError, ListLoading, LoadMore } from './list-states';

const roles: Record<AdminUserRole, { label: string; variant: BadgeVariant }> = {
  admin: { label: 'Administrator', variant: 'default' },
  creator: { label: 'Creator', variant: 'secondary' },
  listener: { label: 'Listener', variant: 'muted' },
};

function UserCard({ user }: { user: AdminUserItem }) {
  const role = roles[user.role];
  return (
    <Card className="gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold break-words">{user.fullName || user.email}</h3>
        <Badge variant={role.variant}>{role.label}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-medium text-muted-foreground">Channel</dt>
        <dd className="break-words">{user.channelName ?? 'None'}</dd>
        <dt className="font-medium text-muted-foreground">Subscriptions</dt>
        <dd>{user.subscriptionCount}</dd>
        <dt className="font-medium text-muted-foreground">Joined</dt>
        <dd>
          <time dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</time>
        </dd>
      </dl>
    </Card>
  );
}

/** Every account for administrators, newest first, searchable by email, name or channel. */
export function AdminUserList() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useAdminUsers(q);

  return (
    <div className="grid gap-4">
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor="admin-user-search">Search</Label>
        <Input
          id="admin-user-search"
          type="search"
          placeholder="Email, name or channel"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {query.isPending ? (
        <ListLoading label="Loading users" />
      ) : query.isError ? (
        <ListError error={query.error} what="users" onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.items.length === 0 ? (
        <ListEmpty icon={<Users className="size-6" aria-hidden />}>
          {q ? `No account matches "${q}".` : 'No accounts yet.'}
        </ListEmpty>
      ) : (
        <>
          <ul aria-label="Users and creators" className="grid gap-3 lg:grid-cols-2">
            {query.data.pages.flatMap((page) =>
              page.items.map((user) => (
                <li key={user.id}>
                  <UserCard user={user} />
                </li>
              )),
            )}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
