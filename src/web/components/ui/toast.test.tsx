import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts as limits } from '@shared/constants';
import { toast, Toaster } from './toast';
import { resetToasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

/** The Radix part is fetched lazily with the first toast. */
async function loaded() {
  await act(async () => {
    await import('./toaster-view');
    await vi.advanceTimersByTimeAsync(0);
  });
}

const visibleTitles = () => screen.queryAllByText(/^Toast \d+$/).map((el) => el.textContent);

describe('toasts', () => {
  it('can be raised from outside React and shows title and description', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'Your profile has been updated.', variant: 'success' });
    });
    await loaded();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated.')).toBeInTheDocument();
  });

  it('keeps at most 5 at once, newest first', async () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}` });
    });
    await loaded();
    expect(limits.limit).toBe(5);
    expect(visibleTitles()).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
  });

  it('closes by itself after 5000 ms and is then removed', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Toast 1' });
    });
    await loaded();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(limits.durationMs - 100);
    });
    expect(screen.getByText('Toast 1')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100 + limits.removeDelayMs + 500);
    });
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
  });

  it('dismisses programmatically', async () => {
    render(<Toaster />);
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Toast 1', variant: 'destructive' });
    });
    await loaded();
    act(() => handle.dismiss());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(limits.removeDelayMs + 500);
    });
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notifications region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Toast 1' });
    });
    await loaded();
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(
      region.contains(document.activeElement) || document.activeElement === region.querySelector('ol'),
    ).toBe(true);
  });
});
