import { useState } from 'react';
import { avatarUrl } from '@web/lib/avatar-url';
import { cn } from '@web/lib/cn';

/** The channel's logo or its generated initials avatar (decorative: the name is always printed too). */
export function ChannelAvatar({
  name,
  logoUrl,
  size,
  className,
}: {
  name: string;
  logoUrl: string | null;
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? avatarUrl(name) : avatarUrl(name, logoUrl)}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-2xl bg-muted object-cover', className)}
    />
  );
}
