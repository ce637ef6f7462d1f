/** The mobile menu's lazy parts, in one place so the menu button can prefetch them on hover or focus. */
export const loadMenuSheet = () => import('./mobile-menu-sheet');
export const loadSignedInMenu = () => import('./mobile-menu-signed-in');
