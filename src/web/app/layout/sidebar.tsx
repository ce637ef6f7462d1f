import { useCallback, useState } from 'react';
import { NavLink } from 'react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Tooltip } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/cn';
import { safeStorage, storageKeys } from '@web/lib/storage-keys';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { creatorNav, subscriberNav, type NavItem } from './nav-items';

/** Remembered across visits (localStorage). */
function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => safeStorage.get(storageKeys.sidebarCollapsed) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      safeStorage.set(storageKeys.sidebarCollapsed, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}

/**
 * docs/product.md#shell: 280 px wide, 16 units (4 rem) collapsed, hidden below md (the mobile menu takes
 * over). Sticks under the header and scrolls on its own.
 */
export function Sidebar() {
  const { user } = useAuth();
  const [collapsed, toggle] = useSidebarCollapsed();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-border bg-sidebar transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-[280px]',
      )}
    >
      <div className={cn('flex h-12 items-center px-3', collapsed ? 'justify-center' : 'justify-end')}>
        <Tooltip content={toggleLabel} side="right">
          <button
            type="button"
            onClick={toggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <ToggleIcon className="size-[18px]" aria-hidden />
          </button>
        </Tooltip>
      </div>
      <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 pb-16">
        <SidebarSection title="Library" items={subscriberNav} collapsed={collapsed} />
        {user?.isCreator && <SidebarSection title="Creator" items={creatorNav} collapsed={collapsed} />}
      </div>
    </aside>
  );
}

function SidebarSection({
  title,
  items,
  collapsed,
}: {
  title: string;
  items: readonly NavItem[];
  collapsed: boolean;
}) {
  return (
    <nav aria-label={title}>
      {collapsed ? (
        <div className="mx-auto mb-2 h-px w-6 bg-border" aria-hidden />
      ) : (
        <h2 className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {title}
        </h2>
      )}
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const link = (
            <NavLink
              to={item.to}
              end={item.end}
              aria-label={collapsed ? item.label : undefined}
              className={({ isActive }) =>
                cn(
                  'group flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                  collapsed ? 'justify-center px-0' : 'px-3',
                  isActive
                    ? 'bg-primary/10 text-foreground hover:bg-primary/15'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <item.icon className={cn('size-[18px] shrink-0', isActive && 'text-primary')} aria-hidden />
                  {!collapsed && <span className="truncate">{item.label}</span>}
                </>
              )}
            </NavLink>
          );
          return (
            <li key={item.to}>
              {collapsed ? (
                <Tooltip content={item.label} side="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
