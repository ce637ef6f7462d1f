import { lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';

const UserMenuButton = lazy(() => import('./user-menu-button'));

/**
 * The signed-in avatar and account menu. Its code loads only for signed-in users, who never see the
 * landing page; a same-size placeholder avoids any shift meanwhile. The avatar button comes first, the
 * menu itself when the button is about to be used (user-menu-button.tsx).
 */
export function UserMenu() {
  return (
    <Suspense fallback={<Skeleton rounded="full" className="size-8" />}>
      <UserMenuButton />
    </Suspense>
  );
}
