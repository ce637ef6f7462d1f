import { useLayoutEffect, useRef } from 'react';
import { CircleHelp, LogOut, MessageSquare, ShieldCheck, Sparkles, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@web/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useDialogs } from '@web/lib/dialogs';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { paths } from '../paths';
import { accountAvatar } from './account-name';

/**
 * docs/product.md#shell, signed in: avatar with initials and the account menu, fetched on intent by
 * user-menu-button.tsx. It takes over from that file's plain avatar button: open at once when the button was
 * pressed while this loaded (`open`), and focus the new button when the old one had focus (`refocus`),
 * since the swap replaces the element.
 */
export default function UserMenuDropdown({ open, refocus }: { open: boolean; refocus: boolean }) {
  const { user, signOut } = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  // Once, on taking over: later focus is the user's own.
  const takeOver = useRef({ refocus });
  useLayoutEffect(() => {
    if (takeOver.current.refocus) trigger.current?.focus();
  }, []);
  if (!user) return null;
  const { name, src } = accountAvatar(user);

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      // docs/product.md#errors-and-messages: sign-out errors on the header are only logged; the session is
      // wiped locally anyway.
      console.warn('Sign out failed', error);
    }
    void navigate(paths.home());
  };

  return (
    <DropdownMenu defaultOpen={open}>
      <DropdownMenuTrigger
        ref={trigger}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Account menu for ${name}`}
        data-testid="user-menu-trigger"
      >
        <Avatar name={name} src={src} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-semibold">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={paths.profile()}>
              <User aria-hidden />
              Profile
            </Link>
          </DropdownMenuItem>
          {/* Creators find their tools here; everyone else the way to become one. */}
          <DropdownMenuItem asChild>
            <Link to={user.isCreator ? paths.creator.dashboard() : paths.onboarding()}>
              <Sparkles aria-hidden />
              {user.isCreator ? 'Creator Dashboard' : 'Become a creator'}
            </Link>
          </DropdownMenuItem>
          {user.isAdmin && (
            <DropdownMenuItem asChild>
              <Link to={paths.admin.feedback()}>
                <ShieldCheck aria-hidden />
                Admin
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => dialogs.open('feedback')}>
            <MessageSquare aria-hidden />
            Send Feedback
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => dialogs.open('info')}>
            <CircleHelp aria-hidden />
            How to use the platform
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
