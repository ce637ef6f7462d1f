/**
 * The signed-in part of the mobile menu, loaded lazily by the sheet and prefetched by the menu button on
 * hover or focus. It lives apart from both so the sheet, itself loaded lazily by the button, does not import
 * the file that loads it (no import cycles, ADR 170).
 */
export const loadSignedInMenu = () => import('./mobile-menu-signed-in');
