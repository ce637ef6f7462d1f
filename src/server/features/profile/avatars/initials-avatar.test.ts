import { describe, expect, it } from 'vitest';
import { avatarPalette, escapeXml, paletteFor, renderInitialsAvatar } from './initials-avatar';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('initials avatar', () => {
  it('keeps white initials readable (contrast ≥ 4.5:1) on every palette colour', () => {
    for (const pair of avatarPalette) {
      for (const colour of pair) {
        expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives a name the same colour every time, whatever its case or surrounding spaces', () => {
    expect(paletteFor('Maya Chen')).toBe(paletteFor('  maya chen '));
    const colours = new Set(
      ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'].map((n) => paletteFor(n)),
    );
    expect(colours.size).toBeGreaterThan(3);
  });

  it('draws the initials and nothing else of the name', () => {
    const svg = renderInitialsAvatar('Maya <b>Chen</b> & "friends"');
    expect(svg).toContain('>MF</text>');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('friends');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('draws "?" for an empty name', () => {
    expect(renderInitialsAvatar('')).toContain('>?</text>');
  });
});
