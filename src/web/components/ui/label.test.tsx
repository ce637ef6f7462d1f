import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { Label as RadixLabel } from 'radix-ui';
import type { ComponentProps, ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';

type LabelComponent = ComponentType<ComponentProps<'label'>>;

/** Whether a mouse-down with this click count on `target` had its default (text selection) prevented. */
function mouseDownPrevented(target: Element, detail: number): boolean {
  const event = createEvent.mouseDown(target, { detail });
  fireEvent(target, event);
  return event.defaultPrevented;
}

// Ours and Radix's through the same cases: the app's Label moved from one to the other (ADR 150).
describe.each([
  ['ours', Label as LabelComponent],
  ['Radix', RadixLabel.Root as LabelComponent],
])('Label (%s)', (_name, Subject) => {
  it('names its control and keeps a double click from selecting its text', () => {
    const onMouseDown = vi.fn();
    render(
      <>
        <Subject htmlFor="email" onMouseDown={onMouseDown} className="extra">
          Email
        </Subject>
        <input id="email" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toBe(screen.getByRole('textbox'));
    const label = screen.getByText('Email');
    expect(label).toHaveClass('extra');
    expect(mouseDownPrevented(label, 1)).toBe(false);
    expect(mouseDownPrevented(label, 2)).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });

  it('leaves presses on a control inside it alone', () => {
    const onMouseDown = vi.fn();
    render(
      <Subject onMouseDown={onMouseDown}>
        Remember me <input type="checkbox" />
      </Subject>,
    );
    expect(mouseDownPrevented(screen.getByRole('checkbox'), 2)).toBe(false);
    expect(onMouseDown).not.toHaveBeenCalled();
  });

  it('lets its own handler keep the default', () => {
    render(<Subject onMouseDown={(event) => event.preventDefault()}>Name</Subject>);
    expect(mouseDownPrevented(screen.getByText('Name'), 1)).toBe(true);
  });
});
