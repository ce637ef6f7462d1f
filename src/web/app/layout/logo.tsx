import { useId } from 'react';
import { cn } from '@web/lib/cn';

/** The Podbrief mark: a rounded tile with three audio bars of a "brief" (short, medium, tall). */
function LogoMark({ className }: { className?: string }) {
  // Unique per instance: the mark appears in the navbar and the mobile menu at once.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="1" stopColor="#4f2ee6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <rect x="8.5" y="9" width="3.5" height="14" rx="1.75" fill="#fff" />
      <rect x="14.25" y="13" width="3.5" height="10" rx="1.75" fill="#fff" fillOpacity="0.85" />
      <rect x="20" y="7" width="3.5" height="11" rx="1.75" fill="#fff" fillOpacity="0.7" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight">Podbrief</span>
    </span>
  );
}
