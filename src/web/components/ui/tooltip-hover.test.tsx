import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Tooltip } from './tooltip';

// Its own file, so the tooltip's code has not been fetched yet (see tooltip.test.tsx).
it('opens the tooltip at once when the pointer is still on the trigger once its code has loaded', async () => {
  const user = userEvent.setup();
  render(
    <Tooltip content="Collapse sidebar">
      <button type="button">toggle</button>
    </Tooltip>,
  );
  const before = screen.getByRole('button', { name: 'toggle' });
  await user.hover(before);
  expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Collapse sidebar');
  expect(screen.getByRole('button', { name: 'toggle' })).not.toBe(before);
});
