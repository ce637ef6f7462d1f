import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from '@web/components/icons/header-icons';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { loadSignedInMenu } from './mobile-menu-loaders';
import { useMenuOpen } from './mobile-menu-state';

const loadMenuSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadMenuSheet);

/**
 * The menu button (below md) and the side menu it opens. The sheet's code (Radix dialog, switch, avatar)
 * is fetched on first hover/focus/press, not with the first page: the navbar is on every page, the landing
 * page included, and most visitors never open the menu.
 */
export function MobileMenu() {
  const [open, setOpen] = useMenuOpen();
  // A menu already open (opened in the header drawn while the layout loaded) mounts its sheet at once.
  const [mounted, setMounted] = useState(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { status } = useAuth();
  const prefetch = () => {
    void loadMenuSheet();
    if (status === 'signed-in') void loadSignedInMenu();
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-button"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
