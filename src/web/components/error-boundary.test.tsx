import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@web/test/console-guard';
import { ErrorBoundary } from './error-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('Widget exploded');
  return <p>Widget works</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary (the second boundary, for widgets)', () => {
  it('shows the documented defaults and expandable error details', async () => {
    expectConsoleError(/Widget exploded/);
    render(
      <ErrorBoundary>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    const summary = screen.getByText('Error Details');
    await userEvent.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(summary.closest('details')).toHaveTextContent('Error: Widget exploded');
    expect(summary.closest('details')).toHaveTextContent('Component stack');
  });

  it('renders children normally when nothing throws', () => {
    render(
      <ErrorBoundary>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Widget works')).toBeInTheDocument();
  });

  it('accepts its own title, message and reset handler, and recovers after reset', async () => {
    expectConsoleError(/Widget exploded/);
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          title="Notes are unavailable"
          message="Try again in a moment"
          resetLabel="Retry"
          onReset={() => setExplode(false)}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Notes are unavailable')).toBeInTheDocument();
    expect(screen.getByText('Try again in a moment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Widget works')).toBeInTheDocument();
  });

  it('reloads the page by default', async () => {
    expectConsoleError(/Widget exploded/);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(
      <ErrorBoundary>
        <Bomb explode />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
