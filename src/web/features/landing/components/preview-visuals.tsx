import { Check, PenLine } from './icons';
import { cn } from '@web/lib/cn';

/**
 * Tiny, decorative pictures of the product's screens for the six-step preview. Pure markup (no images),
 * hidden from assistive technology: each step's title and text carry the meaning.
 */
const lineTones = {
  muted: 'bg-muted-foreground/25',
  faint: 'bg-muted-foreground/15',
  primary: 'bg-primary/50',
};

/** A line of text, drawn; its colour is a prop so the caller's width class is all it adds (ADR 249). */
function Line({ tone = 'muted', className }: { tone?: keyof typeof lineTones; className?: string }) {
  return <span className={cn('block h-1.5 rounded-full', lineTones[tone], className)} />;
}

function Frame({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('h-32 overflow-hidden rounded-xl border border-border bg-background/70 p-3', className)}
    >
      {children}
    </div>
  );
}

const dots = ['bg-violet-500', 'bg-fuchsia-500', 'bg-sky-500'];

export function DiscoverVisual() {
  return (
    <Frame className="space-y-2.5">
      {dots.map((dot, i) => (
        <div key={dot} className="flex items-center gap-2">
          <span className={cn('size-6 shrink-0 rounded-lg', dot)} />
          <Line className={i === 1 ? 'w-16' : 'w-20'} />
          <span
            className={cn(
              'ml-auto inline-flex h-5 items-center gap-1 rounded-full px-2 text-[10px] font-semibold',
              i === 0
                ? 'bg-success/15 text-emerald-800 dark:text-success'
                : 'bg-primary text-primary-foreground',
            )}
          >
            {i === 0 ? (
              <>
                <Check className="size-3" /> Subscribed
              </>
            ) : (
              'Subscribe'
            )}
          </span>
        </div>
      ))}
    </Frame>
  );
}

export function ReportsVisual() {
  return (
    <Frame className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className={cn(
            'flex items-center gap-2 rounded-lg border p-1.5',
            i === 0 ? 'border-primary/40 bg-primary/5' : 'border-border',
          )}
        >
          <span className={cn('size-5 shrink-0 rounded-md', dots[i])} />
          <div className="flex-1 space-y-1">
            <Line className={i === 1 ? 'w-3/4' : 'w-5/6'} />
            <Line tone="faint" className="w-1/3" />
          </div>
          <span className="text-[10px] font-semibold text-muted-foreground">2 min</span>
        </div>
      ))}
    </Frame>
  );
}

export function DetailVisual() {
  return (
    <Frame className="space-y-2">
      <span className="block h-2.5 w-2/3 rounded-full bg-foreground/70" />
      <Line tone="primary" className="w-1/3" />
      <div className="space-y-1.5 pt-1">
        <Line className="w-full" />
        <Line className="w-11/12" />
        <Line className="w-full" />
        <Line className="w-4/5" />
        <Line className="w-10/12" />
      </div>
    </Frame>
  );
}

export function KeyPointsVisual() {
  return (
    <Frame className="space-y-2.5">
      {['w-5/6', 'w-2/3', 'w-3/4', 'w-1/2'].map((width) => (
        <div key={width} className="flex items-center gap-2">
          <span className="inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-success/20 text-success">
            <Check className="size-2.5" />
          </span>
          <Line className={width} />
        </div>
      ))}
    </Frame>
  );
}

export function NotesVisual() {
  return (
    <Frame className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <span className="inline-flex items-center gap-1 text-[10px] font-semibold text-muted-foreground">
          <PenLine className="size-3" /> My note
        </span>
        <span className="inline-flex items-center gap-1 text-[10px] font-semibold text-success">
          <span className="size-1.5 rounded-full bg-success" /> Saved
        </span>
      </div>
      <div className="flex-1 space-y-1.5 rounded-lg border border-dashed border-primary/40 bg-primary/5 p-2">
        <Line className="w-11/12" />
        <Line className="w-3/4" />
        <span className="flex items-center gap-0.5">
          <Line className="w-1/3" />
          <span className="h-3 w-px bg-primary motion-safe:animate-pulse" />
        </span>
      </div>
    </Frame>
  );
}

export function ManageVisual() {
  return (
    <Frame className="space-y-2">
      {[true, true, false].map((active, i) => (
        <div key={i} className="flex items-center gap-2">
          <span className={cn('size-5 shrink-0 rounded-full', dots[i])} />
          <Line className="w-1/3" />
          <span
            className={cn(
              'ml-auto rounded-full px-1.5 py-0.5 text-[9px] font-semibold',
              active ? 'bg-success/15 text-emerald-800 dark:text-success' : 'bg-muted text-muted-foreground',
            )}
          >
            {active ? 'Active' : 'Ends Jul 1'}
          </span>
        </div>
      ))}
      <div className="flex justify-end pt-1">
        <span className="rounded-md border border-border px-2 py-0.5 text-[10px] font-semibold text-muted-foreground">
          Manage
        </span>
      </div>
    </Frame>
  );
}
