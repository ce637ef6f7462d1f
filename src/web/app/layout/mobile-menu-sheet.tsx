import { lazy, Suspense, type RefObject } from 'react';
import { CircleHelp, LogIn, Moon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { VisuallyHidden } from '@web/components/ui/visually-hidden';
import { useTypeahead } from '@web/hooks/use-typeahead';
import { cn } from '@web/lib/cn';
import { useDialogs } from '@web/lib/dialogs';
import { useTheme } from '@web/lib/theme';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { headerSignInOptions } from './header-sign-in-source';
import { Logo } from './logo';
import { loadSignedInMenu } from './mobile-menu-loaders';
import { menuRowClasses } from './mobile-menu-parts';

const SignedInMenu = lazy(loadSignedInMenu);

/**
 * docs/product.md#shell, mobile menu (below md): Navigation and Account sections, or 'Welcome!' and Sign In
 * for visitors. A Radix dialog underneath: focus stays inside while open, Escape closes, focus returns to the
 * menu button. Typing a letter jumps to the item that starts with it (resets after 1 s).
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, focused again when the menu closes (it is not a Radix trigger: see mobile-menu.tsx). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { status, signingIn } = useAuth();
  const { theme, setTheme } = useTheme();
  const dialogs = useDialogs();
  const onKeyDown = useTypeahead<HTMLDivElement>();

  const close = () => onOpenChange(false);

  const openDialog = (name: 'feedback' | 'info') => {
    onOpenChange(false);
    dialogs.open(name);
  };

  const themeRow = (
    <label className={cn(menuRowClasses, 'cursor-pointer justify-between')}>
      <span className="flex items-center gap-3">
        <Moon aria-hidden />
        Dark mode
      </span>
      <Switch
        data-typeahead-item=""
        data-typeahead-label="Dark mode"
        checked={theme === 'dark'}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        aria-label="Dark mode"
      />
    </label>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <VisuallyHidden>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navigation and account</SheetDescription>
        </VisuallyHidden>
        <div className="flex h-9 items-center">
          <Logo />
        </div>

        <div className="flex flex-1 flex-col gap-5" onKeyDown={onKeyDown}>
          {status === 'loading' && <MenuSkeleton />}

          {status === 'signed-out' && (
            <>
              <section className="rounded-xl border border-border bg-card p-4">
                <h2 className="text-lg font-semibold">Welcome!</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Sign in to read your reports and manage your subscriptions.
                </p>
                <Button
                  className="mt-4 w-full"
                  data-typeahead-item=""
                  disabled={signingIn}
                  onClick={() => {
                    onOpenChange(false);
                    dialogs.open('signIn', headerSignInOptions());
                  }}
                >
                  <LogIn aria-hidden />
                  {signingIn ? 'Signing in...' : 'Sign In'}
                </Button>
              </section>
              <nav aria-label="Account">
                <ul className="flex flex-col gap-0.5">
                  <li>
                    <button
                      type="button"
                      className={menuRowClasses}
                      data-typeahead-item=""
                      onClick={() => openDialog('info')}
                    >
                      <CircleHelp aria-hidden />
                      How to use the platform
                    </button>
                  </li>
                  <li>{themeRow}</li>
                </ul>
              </nav>
            </>
          )}

          {status === 'signed-in' && (
            <Suspense fallback={<MenuSkeleton />}>
              <SignedInMenu close={close} openDialog={openDialog} themeRow={themeRow} />
            </Suspense>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function MenuSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-hidden>
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
