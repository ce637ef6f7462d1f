import { createContext, useContext, useState, type ReactNode } from 'react';

type MenuOpen = [open: boolean, setOpen: (open: boolean) => void];

const MenuOpenContext = createContext<MenuOpen | null>(null);

/**
 * Whether the mobile menu is open, held above the app layout's loading boundary. The header drawn while
 * the layout's code loads (ShellFallback) is replaced by the layout's own when it arrives: a menu a
 * reader opened in the first stays open in the second instead of closing under their finger.
 */
export function MobileMenuState({ children }: { children: ReactNode }) {
  const state = useState(false);
  return <MenuOpenContext value={state}>{children}</MenuOpenContext>;
}

/** The menu's open state: the shared one inside the router's root, a state of its own elsewhere. */
export function useMenuOpen(): MenuOpen {
  const shared = useContext(MenuOpenContext);
  const own = useState(false);
  return shared ?? own;
}
