import { BadgeCheck } from './icons';
import { cn } from '@web/lib/cn';

/** The verified-channel badge: an icon with a spoken name, since colour alone says nothing to a screen reader. */
export function VerifiedMark({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <BadgeCheck
      role="img"
      aria-label="Verified channel"
      className={cn(
        'shrink-0 fill-sky-500 text-white dark:fill-sky-400 dark:text-background',
        size === 'md' ? 'size-5' : 'size-4',
      )}
    />
  );
}
