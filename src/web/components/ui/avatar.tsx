import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
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

export interface AvatarProps extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> {
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
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden bg-muted align-middle select-none',
        shape === 'circle' ? 'rounded-full' : 'rounded-lg',
        sizeClass,
        className,
      )}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt={name}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center bg-primary/15 font-semibold text-foreground"
        aria-label={src ? undefined : name}
        role={src ? undefined : 'img'}
      >
        {fallback ?? initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
