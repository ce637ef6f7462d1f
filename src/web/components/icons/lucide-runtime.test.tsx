import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { expectLucideMarkup } from '@web/test/lucide-markup';
import type { IconProps } from './define-icon';
import createLucideIcon from './lucide-runtime';

// Tests run from the repository's root (vitest.config.ts).
const webRoot = join(process.cwd(), 'src/web');

/** Every name the app's own modules import from lucide-react (types aside). */
async function iconsTheAppImports(): Promise<string[]> {
  const files = (await readdir(webRoot, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'),
  );
  const names = new Set<string>();
  for (const file of files) {
    const source = await readFile(join(webRoot, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of list!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/(?<!\s)\s+as\s+/)[0]!);
      }
    }
  }
  return [...names].sort();
}

/** The icon module behind a lucide-react export, named by the second class of what it renders. */
function moduleName(name: string): string {
  const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name]!;
  const { container, unmount } = render(<Lucide />);
  const iconClass = container.firstElementChild!.getAttribute('class')!.split(' ')[1]!;
  unmount();
  return iconClass.replace(/^lucide-/, '');
}

describe('the browser build’s stand-in for lucide’s runtime (ADR 163)', () => {
  it('draws every icon the app imports as lucide-react does, with each set of props', async () => {
    const names = await iconsTheAppImports();
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      const file = moduleName(name);
      const { __iconData } = (await import(/* @vite-ignore */ `lucide-react/dist/esm/icons/${file}.mjs`)) as {
        __iconData: Parameters<typeof createLucideIcon>[0];
      };
      expectLucideMarkup(name, createLucideIcon(__iconData));
    }
  });
});
