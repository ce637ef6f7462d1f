import { CircleHelp, LogIn } from '@web/components/icons/header-icons';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDialogs } from '@web/lib/dialogs';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { usePaymentsModePlain } from '@web/lib/payments-mode-plain';
import type { HomeLinkComponent } from './home-link';
import { headerSignInOptions } from './header-sign-in-source';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/**
 * docs/product.md#shell, header: logo, 'beta', theme toggle, mobile menu button, Sign In or the account menu.
 * Free of the router and TanStack Query (the landing document uses it too, ADR 084): the logo link is
 * passed in. 'beta' is the free beta's tag: with payments on listeners pay, so it is not shown (ADR 216),
 * nor before the server has said which mode it runs.
 */
export function Navbar({ homeLink: HomeLink }: { homeLink: HomeLinkComponent }) {
  const { status, signingIn } = useAuth();
  const dialogs = useDialogs();
  const beta = usePaymentsModePlain()?.enabled === false;

  return (
    <div className="flex h-16 items-center gap-2 px-3 sm:px-4 lg:px-6">
      <MobileMenu />
      <HomeLink
        className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label="Podbrief home"
      >
        <Logo />
      </HomeLink>
      {beta && (
        <Badge variant="accent" size="sm" className="tracking-wide">
          beta
        </Badge>
      )}

      <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
        {status === 'signed-out' && (
          // From md up there is no mobile menu: a visitor reaches 'How to use the platform' here (signed in,
          // it is in the account menu).
          <Button
            variant="ghost"
            size="icon"
            className="max-md:hidden"
            aria-label="How to use the platform"
            title="How to use the platform"
            onClick={() => dialogs.open('info')}
          >
            <CircleHelp aria-hidden />
          </Button>
        )}
        <ThemeToggle />
        {status === 'loading' && <Skeleton rounded="full" className="size-8" />}
        {status === 'signed-out' && (
          <Button
            onClick={() => dialogs.open('signIn', headerSignInOptions())}
            disabled={signingIn}
            size="nav"
          >
            <LogIn aria-hidden className="hidden sm:block" />
            {signingIn ? 'Signing in...' : 'Sign In'}
          </Button>
        )}
        {status === 'signed-in' && <UserMenu />}
      </div>
    </div>
  );
}
