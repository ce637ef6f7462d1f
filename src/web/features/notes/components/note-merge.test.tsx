import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoteMerge } from './note-merge';

describe('the note conflict view', () => {
  it('shows both texts and saves the chosen one', () => {
    const onResolve = vi.fn();
    render(
      <NoteMerge
        mine="Written on the laptop"
        theirs="Written on the phone"
        onResolve={onResolve}
        busy={false}
      />,
    );
    expect(screen.getByTestId('note-mine')).toHaveTextContent('Written on the laptop');
    expect(screen.getByTestId('note-theirs')).toHaveTextContent('Written on the phone');
    // Two buttons, two names: a screen reader's list of buttons tells them apart.
    expect(screen.getByRole('button', { name: 'Keep this device’s version' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the other device’s version' }));
    expect(onResolve).toHaveBeenCalledWith('Written on the phone');
  });

  it('combines both into an editable text before saving', () => {
    const onResolve = vi.fn();
    render(<NoteMerge mine="Mine" theirs="Theirs" onResolve={onResolve} busy={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Combine both' }));
    const combined = screen.getByLabelText('Combined note');
    expect(combined).toHaveValue('Theirs\n\nMine');
    fireEvent.change(combined, { target: { value: 'Theirs and mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save combined note' }));
    expect(onResolve).toHaveBeenCalledWith('Theirs and mine');
  });
});
