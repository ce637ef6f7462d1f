import { CircleHelp, Highlighter, LogOut, MessageSquare, ShieldCheck, Sparkles, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Avatar } from '@web/components/ui/avatar';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { paths } from '../paths';
import { accountAvatar } from './account-name';
import { MenuSection, menuLinkClasses, menuRowClasses } from './mobile-menu-parts';
import { creatorNav, mobileNav, type NavItem } from './nav-items';

/**
 * The signed-in half of the mobile menu: the user, Navigation and Account. Its own chunk because it needs
 * the router, and the landing document, where only visitors open the menu, has none (ADR 084).
 */
export default function SignedInMenu({
  close,
  openDialog,
  themeRow,
}: {
  close: () => void;
  openDialog: (name: 'feedback' | 'info') => void;
  themeRow: ReactNode;
}) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const handleSignOut = async () => {
    close();
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign out failed', error);
    }
    void navigate(paths.home());
  };

  return (
    <>
      <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
        <Avatar {...accountAvatar(user)} size="md" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{user.fullName || user.displayName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>

      <MenuSection title="Navigation">
        <NavRows items={mobileNav} onNavigate={close} />
      </MenuSection>

      {/* The creator section, as the desktop sidebar has it; for everyone else the way to become one. */}
      <MenuSection title="Creator">
        <NavRows
          items={
            user.isCreator
              ? creatorNav
              : [{ label: 'Become a creator', to: paths.onboarding(), icon: Sparkles, end: true }]
          }
          onNavigate={close}
        />
      </MenuSection>

      <MenuSection title="Account">
        <li>
          <NavLink to={paths.profile()} data-typeahead-item="" onClick={close} className={menuLinkClasses}>
            <User aria-hidden />
            Profile
          </NavLink>
        </li>
        <li>
          <NavLink
            to={paths.subscriber.highlights()}
            data-typeahead-item=""
            onClick={close}
            className={menuLinkClasses}
          >
            <Highlighter aria-hidden />
            Highlights
          </NavLink>
        </li>
        {user.isAdmin && (
          <li>
            <NavLink
              to={paths.admin.feedback()}
              data-typeahead-item=""
              onClick={close}
              className={menuLinkClasses}
            >
              <ShieldCheck aria-hidden />
              Admin
            </NavLink>
          </li>
        )}
        <li>
          <button
            type="button"
            className={menuRowClasses}
            data-typeahead-item=""
            onClick={() => openDialog('feedback')}
          >
            <MessageSquare aria-hidden />
            Send Feedback
          </button>
        </li>
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
        <li>
          <button
            type="button"
            className={menuRowClasses}
            data-typeahead-item=""
            onClick={() => void handleSignOut()}
          >
            <LogOut aria-hidden />
            Sign Out
          </button>
        </li>
      </MenuSection>
    </>
  );
}

/** One menu row per navigation item, marked while its page is open. */
function NavRows({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        data-typeahead-item=""
        onClick={onNavigate}
        className={menuLinkClasses}
      >
        <item.icon aria-hidden />
        {item.label}
      </NavLink>
    </li>
  ));
}
