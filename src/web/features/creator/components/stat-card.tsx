import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';

/** One number of the dashboard with its label. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  hint?: string;
}) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-3 p-5">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-3xl font-semibold tabular-nums">{value.toLocaleString()}</p>
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/12 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
    </Card>
  );
}
