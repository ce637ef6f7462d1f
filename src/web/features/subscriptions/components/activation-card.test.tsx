import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivationCard } from './activation-card';

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  reducedMotion(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ActivationCard', () => {
  it('shows the activation message and the channel, and goes to the reports after 5000 ms', async () => {
    const onAccess = vi.fn();
    render(
      <ActivationCard
        open
        channelName="Deep Dive Radio"
        logoUrl={null}
        onAccess={onAccess}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Subscription Activated!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for subscribing. You now have access to all reports!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Deep Dive Radio')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(onAccess).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAccess).toHaveBeenCalledTimes(1);
  });

  it("goes at once with 'Access Report', and closing cancels the redirect", async () => {
    const onAccess = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = render(
      <ActivationCard
        open
        channelName="Deep Dive Radio"
        logoUrl={null}
        onAccess={onAccess}
        onClose={onClose}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Access Report' }));
    expect(onAccess).toHaveBeenCalledTimes(1);
    view.rerender(
      <ActivationCard
        open={false}
        channelName="Deep Dive Radio"
        logoUrl={null}
        onAccess={onAccess}
        onClose={onClose}
      />,
    );
    act(() => vi.advanceTimersByTime(6000));
    expect(onAccess).toHaveBeenCalledTimes(1);
  });
});
