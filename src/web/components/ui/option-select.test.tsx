import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionSelect } from './option-select';

const options = [
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'Title' },
];

function Sort({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('newest');
  return (
    <OptionSelect
      aria-label="Sort by"
      value={value}
      options={options}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// The list's code is fetched once per page, so the first test here sees the swap from the plain box to
// Radix, and the later ones find it loaded (option-select-press.test.tsx starts from nothing again).
describe('OptionSelect (on demand)', () => {
  it('is a combobox showing the chosen option, and keeps keyboard focus when the list code takes over', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sort onChange={onChange} />);
    const before = screen.getByRole('combobox', { name: 'Sort by' });
    expect(before).toHaveTextContent('Newest');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await act(async () => before.focus());
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toBe(before), {
      timeout: 5000,
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Title' }));
    expect(onChange).toHaveBeenCalledWith('title');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Title');
  });
});
