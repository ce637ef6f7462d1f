import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as landingIcons from '@web/features/landing/components/icons';
import type { IconComponent, IconProps } from './define-icon';
import * as headerIcons from './header-icons';

/** An element as tag, sorted attributes and children: attribute order is not part of the markup's meaning. */
function shape(element: Element): unknown {
  const attributes = [...element.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return [element.tagName.toLowerCase(), attributes, [...element.children].map(shape)];
}

function markup(Icon: ComponentType<IconProps>, props: IconProps) {
  const { container, unmount } = render(<Icon {...props} />);
  const svg = container.firstElementChild;
  if (!svg) throw new Error('nothing rendered');
  const result = shape(svg);
  unmount();
  return result;
}

const ours = Object.entries({ ...headerIcons, ...landingIcons }) as [string, IconComponent][];
const theirs = lucide as unknown as Record<string, ComponentType<IconProps> | undefined>;

describe('icons drawn without lucide’s runtime', () => {
  it('covers the header and landing icons', () => {
    expect(ours.length).toBe(30);
  });

  it.each(ours)('%s renders the same SVG as lucide-react', (name, Icon) => {
    const Lucide = theirs[name];
    expect(Lucide, `lucide-react exports ${name}`).toBeDefined();
    for (const props of [
      {},
      { className: 'size-4 text-primary' },
      { 'aria-hidden': true, className: 'hidden sm:block' },
      { 'aria-label': 'Label', size: 16, strokeWidth: 1.5 },
    ] satisfies IconProps[]) {
      expect(markup(Icon, props)).toEqual(markup(Lucide!, props));
    }
  });
});
