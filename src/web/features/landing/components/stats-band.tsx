import { BadgeCheck, Radio, Users } from './icons';
import type { PlatformStats } from '@shared/contract/landing';
import { formatCount } from '../format-count';

const items = [
  { key: 'total_channels', label: 'Podcast channels', icon: Radio },
  { key: 'total_subscribers', label: 'Subscribers', icon: Users },
  { key: 'verified_channels', label: 'Verified channels', icon: BadgeCheck },
] as const;

/** The platform's three numbers; placeholders hold their space while they load, so nothing jumps. */
export function StatsBand({ stats }: { stats: PlatformStats | null }) {
  return (
    <section aria-label="Platform stats" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
      <dl className="grid grid-cols-3 divide-x divide-border overflow-hidden rounded-2xl border border-border bg-card/70 shadow-sm backdrop-blur">
        {items.map(({ key, label, icon: Icon }) => (
          <div
            key={key}
            className="flex flex-col-reverse items-center gap-1 px-2 py-5 text-center sm:px-6 sm:py-7"
          >
            <dt className="inline-flex items-center gap-1.5 text-xs text-muted-foreground sm:text-sm">
              <Icon className="hidden size-4 text-primary sm:inline" aria-hidden />
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-foreground tabular-nums sm:text-4xl">
              {stats ? (
                formatCount(stats[key])
              ) : (
                <span
                  aria-hidden
                  className="inline-block h-8 w-12 animate-pulse rounded-md bg-muted align-middle sm:h-10"
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
