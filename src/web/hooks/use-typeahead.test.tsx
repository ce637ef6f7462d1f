import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTypeaheadMatch, useTypeahead } from './use-typeahead';

describe('findTypeaheadMatch', () => {
  const labels = ['Reports', 'Podcast Channels', 'Subscription', 'Profile', 'Send Feedback', 'Sign Out'];
  it('finds the next item starting with a letter and cycles on repeats', () => {
    expect(findTypeaheadMatch(labels, 'p', -1)).toBe(1);
    expect(findTypeaheadMatch(labels, 'p', 1)).toBe(3);
    expect(findTypeaheadMatch(labels, 'pp', 3)).toBe(1);
    expect(findTypeaheadMatch(labels, 'si', -1)).toBe(5);
    expect(findTypeaheadMatch(labels, 'se', 0)).toBe(4);
    expect(findTypeaheadMatch(labels, 'x', 0)).toBe(-1);
  });
});

describe('useTypeahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function Menu() {
    const onKeyDown = useTypeahead<HTMLDivElement>();
    return (
      <div onKeyDown={onKeyDown}>
        {['Reports', 'Profile', 'Send Feedback', 'Sign Out'].map((label) => (
          <button key={label} data-typeahead-item="">
            {label}
          </button>
        ))}
      </div>
    );
  }

  it('jumps to the typed item and forgets the typed text after 1 s', () => {
    render(<Menu />);
    const reports = screen.getByRole('button', { name: 'Reports' });
    reports.focus();
    fireEvent.keyDown(reports, { key: 's' });
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'i' });
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();

    act(() => vi.advanceTimersByTime(999));
    fireEvent.keyDown(document.activeElement!, { key: 'p' }); // still "sip": no match, focus stays
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();

    act(() => vi.advanceTimersByTime(1000));
    fireEvent.keyDown(document.activeElement!, { key: 'p' }); // fresh search
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });
});
