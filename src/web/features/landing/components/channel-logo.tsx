import { useState } from 'react';
import { avatarUrl } from '@web/lib/avatar-url';
import { cn } from '@web/lib/cn';

export interface ChannelLogoProps {
  name: string;
  logoUrl: string | null;
  /** Rendered size in CSS pixels: set as width/height so the box is reserved before the image loads. */
  size: number;
  className?: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
}

/**
 * A channel's logo, or our server's initials avatar when it has none or its logo fails to load. The name
 * is always printed next to it, so the image itself is decorative (empty alt).
 */
export function ChannelLogo({ name, logoUrl, size, className, eager = false }: ChannelLogoProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? avatarUrl(name) : avatarUrl(name, logoUrl);
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('shrink-0 bg-muted object-cover', className)}
    />
  );
}
