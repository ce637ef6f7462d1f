import { CircleHelp, LogOut, MessageSquare, Sparkles, User } from 'lucide-react';
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

/** Spec §2 Navbar, signed in: avatar with initials and the account menu (loaded lazily by user-menu.tsx). */
export default function UserMenuDropdown() {
  const { user, signOut } = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.fullName || user.displayName || user.email;

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      // Spec §8: sign-out errors on the navbar are only logged; the session is wiped locally anyway.
      console.warn('Sign out failed', error);
    }
    void navigate(paths.home());
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Account menu for ${name}`}
        data-testid="user-menu-trigger"
      >
        <Avatar name={name} src={user.avatarUrl} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
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
