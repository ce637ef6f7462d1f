import { Avatar } from '@web/components/ui/avatar';
import { useOnDemandTrigger } from '@web/hooks/use-on-demand-trigger';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { accountAvatar } from './account-name';

const loadDropdown = () => import('./user-menu-dropdown');

/** Keys that open a menu from its button (as Radix's trigger reads them). */
const openingKeys = new Set([' ', 'Enter', 'ArrowDown']);

/**
 * The signed-in avatar button (user-menu.tsx loads this file lazily). The menu's code (Radix menu and its
 * positioning) is fetched when the button is first hovered, focused or pressed (ADR 150), and then takes
 * over, open if the button was pressed meanwhile.
 */
export default function UserMenuButton() {
  const { user } = useAuth();
  const { loaded: dropdown, open, focused, triggerProps } = useOnDemandTrigger(loadDropdown, openingKeys);
  if (!user) return null;
  if (dropdown) {
    const UserMenuDropdown = dropdown.default;
    return <UserMenuDropdown open={open} refocus={focused} />;
  }
  const { name, src } = accountAvatar(user);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      aria-label={`Account menu for ${name}`}
      data-testid="user-menu-trigger"
      {...triggerProps}
    >
      <Avatar name={name} src={src} size="sm" />
    </button>
  );
}
