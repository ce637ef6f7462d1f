import { useState } from 'react';
import { avatarUrl } from '@web/lib/avatar-url';
import { cn } from '@web/lib/cn';

/** The channel's logo or its generated initials avatar (decorative: the name is always printed too). */
export function ChannelAvatar({
  name,
  logoUrl,
  size,
  rounded = '2xl',
}: {
  name: string;
  logoUrl: string | null;
  size: number;
  /** The corner radius: smaller for a small avatar in a list. */
  rounded?: 'lg' | '2xl';
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
      className={cn('shrink-0 bg-muted object-cover', rounded === 'lg' ? 'rounded-lg' : 'rounded-2xl')}
    />
  );
}
