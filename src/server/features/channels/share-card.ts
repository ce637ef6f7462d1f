import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initialsOf } from '@shared/initials';
import { shortDescription } from '../../plugins/page-head';

/**
 * The picture a shared channel link previews with (ADR 203): a 1200 × 630 PNG, because most sites show
 * no SVG in a preview. satori lays the card out and turns its text into glyph paths (so the PNG needs no
 * system font), resvg draws the SVG into pixels.
 */
export const shareCardSize = { width: 1200, height: 630 } as const;

/**
 * Bumped whenever the drawing changes, so every card gets a new address and caches let the old one go.
 */
const drawingVersion = 1;

export interface ShareCardContent {
  channelName: string;
  creatorName: string;
  description: string;
  isVerified: boolean;
  reportCount: number;
  /** The channel's logo as PNG or JPEG bytes; null draws its initials instead. */
  logo: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null;
}

/**
 * What the card shows, as a short hash: the image's version in its URL and its ETag. The logo counts by
 * its stored key (a new upload is a new key, ADR 168), so the version is known without reading the file.
 */
export function shareCardVersion(
  content: Omit<ShareCardContent, 'logo'> & { logoKey: string | null },
): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      drawingVersion,
      content.channelName,
      content.creatorName,
      content.description,
      content.isVerified,
      content.reportCount,
      content.logoKey,
    ]),
  );
  return hash.digest('base64url').slice(0, 16);
}

/** PNG or JPEG by their first bytes (what resvg can decode); anything else is drawn as initials. */
export function logoTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return 'image/png';
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const require = createRequire(import.meta.url);
const fontFiles = {
  400: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  700: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
} as const;
let fontsLoading: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;

/** Inter (the app's typeface, ADR 020) from its package, read once per process. satori reads WOFF, not WOFF2. */
function fonts() {
  fontsLoading ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(fontFiles[weight]),
      weight,
      style: 'normal' as const,
    })),
  );
  return fontsLoading;
}

type Style = Record<string, string | number>;
interface CardNode {
  type: string;
  props: { style?: Style; children?: CardNode | string | (CardNode | string)[]; src?: string };
}

/** satori takes React elements; plain objects of the same shape need no JSX and no React on the server. */
const el = (type: string, style: Style, children?: CardNode['props']['children']): CardNode => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

const logoSize = 240;
const textWidth = shareCardSize.width - 2 * 72 - logoSize - 56;

const colours = {
  background: '#0b0d14',
  card: '#151826',
  text: '#f4f4f8',
  muted: '#a7abc0',
  primary: '#9d8cff',
  verified: '#34d399',
};

function logoNode(content: ShareCardContent): CardNode {
  const box: Style = { width: logoSize, height: logoSize, borderRadius: 40, flexShrink: 0 };
  if (content.logo) {
    const src = `data:${content.logo.type};base64,${Buffer.from(content.logo.bytes).toString('base64')}`;
    return { type: 'img', props: { src, style: { ...box, objectFit: 'cover' } } };
  }
  return el(
    'div',
    {
      ...box,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: 'linear-gradient(135deg, #5b3df5, #c026d3)',
      color: '#ffffff',
      fontSize: 104,
      fontWeight: 700,
    },
    initialsOf(content.channelName) || 'P',
  );
}

function cardTree(content: ShareCardContent): CardNode {
  const reports = content.reportCount === 1 ? '1 report' : `${content.reportCount} reports`;
  return el(
    'div',
    {
      width: shareCardSize.width,
      height: shareCardSize.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px',
      backgroundColor: colours.background,
      backgroundImage: 'linear-gradient(135deg, #0b0d14 0%, #171233 60%, #2a1a4f 100%)',
      color: colours.text,
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'flex-start', gap: 56 }, [
        logoNode(content),
        // The card's width less its padding, the logo and the gap: text wraps inside it.
        el('div', { display: 'flex', flexDirection: 'column', width: textWidth }, [
          el(
            'div',
            { fontSize: 60, fontWeight: 700, lineHeight: 1.1, lineClamp: 2, display: 'block' },
            content.channelName,
          ),
          el('div', { display: 'flex', alignItems: 'center', gap: 16, marginTop: 18, fontSize: 30 }, [
            el('span', { color: colours.muted }, `by ${content.creatorName}`),
            ...(content.isVerified
              ? [el('span', { color: colours.verified, fontWeight: 700 }, 'Verified')]
              : []),
          ]),
          el(
            'div',
            {
              marginTop: 28,
              fontSize: 28,
              lineHeight: 1.4,
              color: colours.muted,
              lineClamp: 3,
              display: 'block',
            },
            content.description,
          ),
        ]),
      ]),
      el(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: '2px solid #2c2f45',
          paddingTop: 32,
          fontSize: 30,
        },
        [
          el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
            el('span', { fontWeight: 700, color: colours.primary, fontSize: 40 }, 'Podbrief'),
            el('span', { color: colours.muted }, 'Every episode as a 2-minute read'),
          ]),
          el('span', { color: colours.text, fontWeight: 700 }, reports),
        ],
      ),
    ],
  );
}

/** The card as PNG bytes, 1200 × 630. The two libraries load on the first card, not at every start. */
export async function renderShareCard(content: ShareCardContent): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(
    cardTree({
      ...content,
      description: shortDescription(content.description, 220),
    }) as unknown as Parameters<typeof satori>[0],
    { ...shareCardSize, fonts: await fonts() },
  );
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: shareCardSize.width } }).render().asPng();
  return png;
}
