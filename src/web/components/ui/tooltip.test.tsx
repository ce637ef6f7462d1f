import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

// The tooltip's code is fetched once per page, so the first test here sees the swap from the plain
// trigger to Radix, and the later ones find it loaded (tooltip-hover.test.tsx starts from nothing).
describe('Tooltip (on demand)', () => {
  it('renders the trigger as it is, and keeps keyboard focus on it when the tooltip takes over', async () => {
    render(
      <>
        <Tooltip content="Reports">
          <a href="/reports">R</a>
        </Tooltip>
        <button type="button">after</button>
      </>,
    );
    const before = screen.getByRole('link', { name: 'R' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(async () => before.focus());
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Reports');
    const after = screen.getByRole('link', { name: 'R' });
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
  });

  it('once loaded, shows on hover like any Radix tooltip', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Collapse sidebar">
        <button type="button">toggle</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Collapse sidebar');
  });
});
