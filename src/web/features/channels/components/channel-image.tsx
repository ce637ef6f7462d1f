// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { useState } from 'react';
import { avatarUrl } from '@web/lib/avatar-url';
import { cn } from '@web/lib/cn';

/**
 * A channel's logo, or the server-drawn initials avatar when there is none or it fails to load. The channel
 * name is always printed beside it, so the image is decorative unless `alt` is given.
 */
export function ChannelImage({
  name,
  logoUrl,
  size,
  className,
  alt = '',
}: {
  name: string;
  logoUrl: string | null;
  size: number;
  className?: string;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? avatarUrl(name) : avatarUrl(name, logoUrl)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-xl bg-muted object-cover', className)}
    />
  );
}
