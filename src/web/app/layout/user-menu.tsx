import { lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/**
 * The signed-in avatar and account menu. Its code (Radix menu, popper, avatar) loads only for signed-in
 * users, who never see the landing page; a same-size placeholder avoids any shift meanwhile.
 */
export function UserMenu() {
  return (
    <Suspense fallback={<Skeleton className="size-8 rounded-full" />}>
      <UserMenuDropdown />
    </Suspense>
  );
}
