import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from './button';

/**
 * `cn` joins classes without merging them (ADR 249): when two classes set the same property, Tailwind's
 * stylesheet order decides, not the order in the class list. So a button's classes must hold one class
 * per property, and a caller chooses another look through `size` and `variant`, never with a class.
 */
const variants: ButtonVariant[] = [
  'default',
  'cta',
  'secondary',
  'outline',
  'outline-destructive',
  'ghost',
  'quiet',
  'destructive',
  'link',
  'inline',
];
const sizes: ButtonSize[] = ['sm', 'nav', 'md', 'lg', 'xl', 'icon-sm', 'icon-md', 'icon', 'icon-round'];

/** Property families a button sets, each matched by the classes that set it (no variant prefix). */
const families: Record<string, RegExp> = {
  height: /^(h|size)-/,
  'inline padding': /^(p|px)-/,
  radius: /^rounded(-|$)/,
  'font size': /^text-(xs|sm|base|lg|xl|\d?xl|\[)/,
  'font weight': /^font-(normal|medium|semibold|bold)$/,
  'text colour': /^text-(?!xs|sm|base|lg|xl|\d?xl|\[|left|right|center)/,
  background: /^bg-/,
  shadow: /^shadow-(none|xs|sm|md|lg|xl|2xl)$/,
  transition: /^transition(-|$)/,
};

function conflicts(classes: string): string[] {
  const plain = classes.split(/\s+/).filter((c) => c && !c.includes(':'));
  return Object.entries(families).flatMap(([family, test]) => {
    const hits = plain.filter((c) => test.test(c));
    return hits.length > 1 ? [`${family}: ${hits.join(' ')}`] : [];
  });
}

describe('button classes', () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'the %s variant at size %s sets each property once',
    (variant, size) => {
      expect(conflicts(buttonClasses({ variant, size }))).toEqual([]);
    },
  );

  it('draws a smaller icon button through its size, with one size class', () => {
    render(
      <Button size="icon-sm" aria-label="Move up">
        ↑
      </Button>,
    );
    const classes = [...screen.getByRole('button', { name: 'Move up' }).classList];
    expect(classes.filter((c) => /^(h|size)-/.test(c))).toEqual(['size-8']);
  });

  it('keeps a caller class that sets what the button does not', () => {
    render(<Button className="mt-2 w-full">Save</Button>);
    const classes = [...screen.getByRole('button', { name: 'Save' }).classList];
    expect(classes).toEqual(expect.arrayContaining(['mt-2', 'w-full', 'h-10', 'px-4']));
    expect(classes.filter((c) => /^(p|px)-/.test(c))).toEqual(['px-4']);
  });

  it('lets a link inside a heading keep the heading’s size and weight', () => {
    const classes = buttonClasses({ variant: 'inline' }).split(' ');
    expect(classes.filter((c) => /^(text-(xs|sm|base|lg)|font-)/.test(c))).toEqual([]);
  });
});
