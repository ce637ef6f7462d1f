import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys';
import { ThemeProvider, useTheme } from './theme';

function ThemeProbe() {
  const { theme, toggleTheme, setTheme } = useTheme();
  return (
    <div>
      <p>theme: {theme}</p>
      <button onClick={toggleTheme}>toggle</button>
      <button onClick={() => setTheme('dark')}>dark</button>
    </div>
  );
}

const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html().className = '';
});

describe('ThemeProvider', () => {
  it('defaults to dark', () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
  });

  it('toggles, persists the choice and restores it on the next visit', async () => {
    const first = render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
    expect(html()).toHaveClass('light');
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');
    first.unmount();

    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(html()).toHaveClass('dark');
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(storageKeys.theme, 'purple');
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });
});

describe('public/theme-init.js (runs before first paint)', () => {
  const script = readFileSync(resolve(process.cwd(), 'src/web/public/theme-init.js'), 'utf8');
  const run = () => new Function(script)();

  it('uses the same storage key as the app', () => {
    expect(script).toContain(`'${storageKeys.theme}'`);
  });

  it('sets dark by default and light when stored', () => {
    run();
    expect(html()).toHaveClass('dark');
    localStorage.setItem(storageKeys.theme, 'light');
    run();
    expect(html()).not.toHaveClass('dark');
    expect(html()).toHaveClass('light');
  });
});
