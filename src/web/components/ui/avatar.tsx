// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { useLayoutEffect, useState, type ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { initialsOf } from '@web/lib/avatar-url';

/** Fixed pixel sizes: the box is reserved before the image loads, so nothing shifts. */
const avatarSizes = {
  xs: { px: 24, className: 'size-6 text-[10px]' },
  sm: { px: 32, className: 'size-8 text-xs' },
  md: { px: 40, className: 'size-10 text-sm' },
  lg: { px: 56, className: 'size-14 text-lg' },
  xl: { px: 80, className: 'size-20 text-2xl' },
} as const;

type AvatarSize = keyof typeof avatarSizes;

/** The part of the browser's Image the probe uses, named here because the server type-checks this too. */
interface ImageProbe {
  onload: (() => void) | null;
  onerror: (() => void) | null;
  src: string;
  readonly complete: boolean;
  readonly naturalWidth: number;
}

/**
 * Whether `src` has loaded, probed with an off-screen image as Radix's Avatar did: until it has (and if it
 * fails), the fallback shows, so a reader never sees a broken or half-drawn image. Written here rather than
 * taken from Radix, whose avatar and its context helpers were 3 KB of the feed's first visit (ADR 150).
 */
function useImageLoaded(src: string | null | undefined): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!src) return;
    // Only in the browser (an effect): the server draws the fallback, as the first paint does (ADR 236).
    const probe: ImageProbe = new (globalThis as unknown as { Image: new () => ImageProbe }).Image();
    let current = true;
    const settle = (ok: boolean) => () => {
      if (current) setLoaded(ok ? src : null);
    };
    probe.onload = settle(true);
    probe.onerror = settle(false);
    probe.src = src;
    // An image the browser already has shows before the first paint, without a flash of initials.
    if (probe.complete && probe.naturalWidth > 0) settle(true)();
    return () => {
      current = false;
    };
  }, [src]);
  return Boolean(src) && loaded === src;
}

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Person or channel name: the image's alt text and the source of the fallback initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  shape?: 'circle' | 'rounded';
  /** Override the fallback (default: up to two initials of `name`). */
  fallback?: string;
}

export function Avatar({
  name,
  src,
  size = 'md',
  shape = 'circle',
  fallback,
  className,
  ...props
}: AvatarProps) {
  const { px, className: sizeClass } = avatarSizes[size];
  const loaded = useImageLoaded(src);
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden bg-muted align-middle select-none',
        shape === 'circle' ? 'rounded-full' : 'rounded-lg',
        sizeClass,
        className,
      )}
      {...props}
    >
      {loaded && src ? (
        <img
          src={src}
          alt={name}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span
          className="flex size-full items-center justify-center bg-primary/15 font-semibold text-foreground"
          aria-label={src ? undefined : name}
          role={src ? undefined : 'img'}
        >
          {fallback ?? initialsOf(name)}
        </span>
      )}
    </span>
  );
}
