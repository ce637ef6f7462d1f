import { describe, expect, it } from 'vitest';
import type { IconComponent } from '@web/components/icons/define-icon';
import { expectLucideMarkup } from '@web/test/lucide-markup';
import * as landingIcons from './icons';

const ours = Object.entries(landingIcons) as [string, IconComponent][];

describe('landing icons drawn without lucide’s runtime', () => {
  it('covers every landing icon', () => {
    expect(ours.length).toBe(26);
  });

  it.each(ours)('%s renders the same SVG as lucide-react', (name, Icon) => {
    expectLucideMarkup(name, Icon);
  });
});
