import { fireEvent, render, screen } from '@testing-library/react';
import { Slot as RadixSlot } from 'radix-ui';
import { createRef, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot, type SlotProps } from './slot';

// Ours and Radix's, run through the same cases: the app's Button and Badge moved from one to the other.
const slots: [string, ComponentType<SlotProps>][] = [
  ['ours', Slot],
  ['Radix', RadixSlot.Root as ComponentType<SlotProps>],
];

describe.each(slots)('Slot (%s)', (_name, Subject) => {
  it('renders the child with the slot’s props, the child’s own winning', () => {
    render(
      <Subject id="slot" title="from slot" data-kind="slot">
        <a href="/x" title="from child">
          Go
        </a>
      </Subject>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/x');
    expect(link).toHaveAttribute('id', 'slot');
    expect(link).toHaveAttribute('title', 'from child');
    expect(link).toHaveAttribute('data-kind', 'slot');
  });

  it('joins classes, merges styles and described-by ids', () => {
    render(
      <Subject className="btn" style={{ color: 'red', margin: 1 }} aria-describedby="hint shared">
        <a href="/x" className="extra" style={{ color: 'blue' }} aria-describedby="shared own">
          Go
        </a>
      </Subject>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveClass('btn extra', { exact: true });
    expect([link.style.color, link.style.margin]).toEqual(['blue', '1px']);
    expect(link).toHaveAttribute('aria-describedby', 'shared own hint');
  });

  it('runs both handlers, the child’s first', () => {
    const calls: string[] = [];
    const slotClick = vi.fn(() => calls.push('slot'));
    const childClick = vi.fn(() => calls.push('child'));
    const onlySlot = vi.fn();
    render(
      <Subject onClick={slotClick} onFocus={onlySlot}>
        <button type="button" onClick={childClick}>
          Go
        </button>
      </Subject>,
    );
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.focus(button);
    expect(calls).toEqual(['child', 'slot']);
    expect(onlySlot).toHaveBeenCalledTimes(1);
  });

  it('hands the element to both refs', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Subject ref={slotRef}>
        <a href="/x" ref={childRef}>
          Go
        </a>
      </Subject>,
    );
    expect(slotRef.current).toBe(screen.getByRole('link'));
    expect(childRef.current).toBe(screen.getByRole('link'));
  });

  it('renders nothing without a child, and refuses text', () => {
    const { container } = render(<Subject />);
    expect(container).toBeEmptyDOMElement();
    expect(() => render(<Subject>text</Subject>)).toThrow(/Slot failed to slot/);
  });
});
