import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import type { IconProps } from '@web/components/icons/define-icon';

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

const propVariants: IconProps[] = [
  {},
  { className: 'size-4 text-primary' },
  { 'aria-hidden': true, className: 'hidden sm:block' },
  { 'aria-label': 'Label', size: 16, strokeWidth: 1.5 },
];

/** `Icon` renders the same SVG as lucide-react's icon of the same name, with each set of props. */
export function expectLucideMarkup(name: string, Icon: ComponentType<IconProps>) {
  const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps> | undefined>)[name];
  expect(Lucide, `lucide-react exports ${name}`).toBeDefined();
  for (const props of propVariants) expect(markup(Icon, props)).toEqual(markup(Lucide!, props));
}
