import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { Input } from './input';
import { Label } from './label';
import { Skeleton } from './skeleton';

/**
 * `cn` does not merge classes (ADR 249): a look the caller chooses is a prop that puts one class on the
 * element, never a second class beside the default. These are the overrides the app uses.
 */
function matching(element: HTMLElement, test: RegExp): string[] {
  return [...element.classList].filter((c) => test.test(c));
}

describe('looks chosen by props', () => {
  it('a skeleton carries one radius, the one asked for', () => {
    render(<Skeleton rounded="full" className="size-8" data-testid="s" />);
    expect(matching(screen.getByTestId('s'), /^rounded/)).toEqual(['rounded-full']);
  });

  it('a label carries one weight and one type size', () => {
    render(
      <Label size="xs" weight="normal">
        Start
      </Label>,
    );
    const label = screen.getByText('Start');
    expect(matching(label, /^font-/)).toEqual(['font-normal']);
    expect(matching(label, /^(text-(xs|sm|base)|leading-)/)).toEqual(['text-xs']);
  });

  it('a monospaced, muted, narrow field carries one type size below md, one background and no full width', () => {
    render(<Input aria-label="Token" mono muted fullWidth={false} className="w-24" readOnly />);
    const input = screen.getByRole('textbox', { name: 'Token' });
    expect(matching(input, /^text-(xs|sm|base)$/)).toEqual(['text-xs']);
    expect(matching(input, /^bg-/)).toEqual(['bg-muted']);
    expect(matching(input, /^w-/)).toEqual(['w-24']);
  });

  it('a muted card carries one text colour', () => {
    render(
      <Card variant="muted" data-testid="c">
        Nothing yet
      </Card>,
    );
    expect(matching(screen.getByTestId('c'), /^text-(?!xs|sm|base|lg|center)/)).toEqual([
      'text-muted-foreground',
    ]);
  });
});
