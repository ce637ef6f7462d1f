import { describe, expect, it } from 'vitest';
import { expectLucideMarkup } from '@web/test/lucide-markup';
import type { IconComponent } from './define-icon';
import * as headerIcons from './header-icons';

const ours = Object.entries(headerIcons) as [string, IconComponent][];

describe('header icons drawn without lucide’s runtime', () => {
  it('covers every header icon', () => {
    expect(ours.length).toBe(5);
  });

  it.each(ours)('%s renders the same SVG as lucide-react', (name, Icon) => {
    expectLucideMarkup(name, Icon);
  });
});
