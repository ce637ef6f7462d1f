import { describe, expect, it } from 'vitest';
import { initialAssets, type Manifest } from './frontend';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'app/routes/landing.tsx': {
    file: 'assets/landing.js',
    imports: ['index.html', '_shared.js', '_icons.js'],
    css: ['assets/landing.css'],
  },
  '_icons.js': { file: 'assets/icons.js', imports: ['_deep.js'] },
  'app/routes/other.tsx': { file: 'assets/other.js', imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
};

describe('initialAssets', () => {
  it('takes the entry and the route chunk with their static imports, once each', () => {
    expect(initialAssets(manifest, 'app/routes/landing.tsx')).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/deep.js', 'assets/landing.js', 'assets/icons.js'],
      css: ['assets/index.css', 'assets/landing.css'],
    });
  });

  it('leaves out what only other routes import', () => {
    expect(initialAssets(manifest, 'app/routes/landing.tsx').js).not.toContain('assets/big.js');
  });

  it('adds the boot module of a split start when the build has one', () => {
    const split: Manifest = {
      ...manifest,
      'app/start-landing.tsx': { file: 'assets/start-landing.js', imports: ['_shared.js'] },
    };
    expect(initialAssets(split, 'app/routes/landing.tsx', ['app/start-landing.tsx']).js).toContain(
      'assets/start-landing.js',
    );
    expect(initialAssets(manifest, 'app/routes/landing.tsx', ['app/start-landing.tsx']).js).not.toContain(
      'assets/start-landing.js',
    );
  });

  it('leaves out the route chunk when the boot module renders the page itself', () => {
    const split: Manifest = {
      ...manifest,
      'app/start-landing.tsx': { file: 'assets/start-landing.js', imports: ['_shared.js'] },
    };
    const boot = ['app/start-landing.tsx'];
    expect(initialAssets(split, 'app/routes/landing.tsx', boot, { bootRendersPage: true })).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/deep.js', 'assets/start-landing.js'],
      css: ['assets/index.css'],
    });
    // A build without the split boot still loads the route chunk.
    expect(initialAssets(manifest, 'app/routes/landing.tsx', boot, { bootRendersPage: true }).js).toContain(
      'assets/landing.js',
    );
  });

  it('fails loudly on a route the build does not have', () => {
    expect(() => initialAssets(manifest, 'app/routes/missing.tsx')).toThrow(/no chunk/);
  });
});
