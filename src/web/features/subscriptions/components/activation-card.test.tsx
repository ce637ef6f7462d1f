import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetActivations } from '../lib/subscription-run';
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
  forgetActivations();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

  it("cancels the redirect with 'Stay here' and stays on the page", async () => {
    const onAccess = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(card({ onAccess, onClose }));
    expect(screen.getByText('Taking you to your reports in 5 s…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(onAccess).not.toHaveBeenCalled();
  });

  it('does not redirect for a second channel subscribed within ten minutes, but does after', () => {
    const first = vi.fn();
    const view = render(card({ onAccess: first, channelName: 'Deep Dive Radio' }));
    view.rerender(card({ open: false, onAccess: first, channelName: 'Deep Dive Radio' }));

    const second = vi.fn();
    act(() => vi.advanceTimersByTime(3 * 60_000));
    view.rerender(card({ onAccess: second, channelName: 'Small Acres' }));
    expect(screen.queryByText(/Taking you to your reports/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(second).not.toHaveBeenCalled();
    view.rerender(card({ open: false, onAccess: second, channelName: 'Small Acres' }));

    const later = vi.fn();
    act(() => vi.advanceTimersByTime(11 * 60_000));
    view.rerender(card({ onAccess: later, channelName: 'Night Shift' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('clears its confetti away when it closes', () => {
    reducedMotion(false);
    // jsdom has no 2D canvas: a context that draws nothing lets the real confetti run.
    const drawsNothing = new Proxy({}, { get: () => () => undefined });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      drawsNothing as CanvasRenderingContext2D,
    );
    const view = render(card({}));
    expect(document.querySelectorAll('canvas')).toHaveLength(1);
    view.unmount();
    expect(document.querySelectorAll('canvas')).toHaveLength(0);
  });
});

function card(props: Partial<React.ComponentProps<typeof ActivationCard>>) {
  return (
    <ActivationCard
      open
      channelName="Deep Dive Radio"
      logoUrl={null}
      onAccess={() => undefined}
      onClose={() => undefined}
      {...props}
    />
  );
}
