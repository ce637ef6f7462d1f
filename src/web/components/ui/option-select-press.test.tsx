import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { OptionSelect } from './option-select';

// Its own file, so the list's code has not been fetched yet (see option-select.test.tsx).
it('opens the list when the box is pressed while its code is still loading', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <OptionSelect
      aria-label="Sort by"
      value="newest"
      options={[
        { value: 'newest', label: 'Newest' },
        { value: 'title', label: 'Title' },
      ]}
      onValueChange={onValueChange}
    />,
  );
  const before = screen.getByRole('combobox', { name: 'Sort by' });
  await user.click(before);
  await user.click(await screen.findByRole('option', { name: 'Title' }, { timeout: 5000 }));
  expect(onValueChange).toHaveBeenCalledWith('title');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toBe(before);
});
