import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteSaveHint } from './note-status';

describe('the note card’s saving hint', () => {
  it('says the note syncs to the reader’s other devices, not only this one', () => {
    render(<NoteSaveHint online />);
    const hint = screen.getByTestId('note-save-hint');
    expect(hint).toHaveTextContent('Saved as you type and synced to your other devices.');
    expect(hint).not.toHaveTextContent('on this device');
  });

  it('says offline that the note waits on this device until the browser is back online', () => {
    render(<NoteSaveHint online={false} />);
    expect(screen.getByTestId('note-save-hint')).toHaveTextContent(
      'Saved on this device as you type; synced to your other devices when you are back online.',
    );
  });
});
