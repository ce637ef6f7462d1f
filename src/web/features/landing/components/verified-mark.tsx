import { BadgeCheck } from './icons';
import { cn } from '@web/lib/cn';

/** The verified-channel badge: an icon with a spoken name, since colour alone says nothing to a screen reader. */
export function VerifiedMark({ className }: { className?: string }) {
  return (
    <BadgeCheck
      role="img"
      aria-label="Verified channel"
      className={cn(
        'size-4 shrink-0 fill-sky-500 text-white dark:fill-sky-400 dark:text-background',
        className,
      )}
    />
  );
}
