// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { BadgeCheck } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The verified-channel mark: an icon with a spoken name (colour alone says nothing to a screen reader). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)} title="Verified channel">
      <BadgeCheck
        role="img"
        aria-label="Verified channel"
        className="size-4 shrink-0 fill-sky-500 text-white dark:fill-sky-400 dark:text-background"
      />
    </span>
  );
}
