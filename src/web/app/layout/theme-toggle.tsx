import { Moon, Sun } from '@web/components/icons/header-icons';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';

/**
 * Icon button in the navbar: shows the theme you would switch to. A native title rather than a Radix
 * tooltip keeps the popper code out of the first page load (the navbar is on every page).
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
