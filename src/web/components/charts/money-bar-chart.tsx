import { useId } from 'react';
import { formatMoney, formatMonth } from '@shared/format-money';
import { cn } from '@web/lib/cn';

export interface MoneyBar {
  /** 'YYYY-MM'. */
  month: string;
  /** Cents; may be negative (a month with more refunds than payments). */
  value: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const GAP = 0.3;
/** The thinnest bar drawn, so a month of zero (or of a few cents) still reads as a month. */
const MIN_BAR = 2;

/**
 * Where one bar sits, in the drawing's units: it grows up from the zero line when the month made money and
 * down from it when it lost money. A month of zero is a sliver lying on the line, on the side the drawing
 * has room for (above it, unless the line is the top edge because no month made money).
 */
function barBox(value: number, zero: number, scaledHeight: number): { y: number; height: number } {
  const height = Math.max(scaledHeight, MIN_BAR);
  if (value > 0) return { y: zero - height, height };
  if (value < 0) return { y: zero, height };
  return zero >= height ? { y: zero - height, height } : { y: zero, height };
}

/**
 * One bar per month, as an inline SVG (no chart library). The drawing stretches to its box; the months and
 * amounts are HTML under it, so their text keeps its size on a phone. Bars below the zero line are months
 * that lost money. Screen readers get the title, a one-line summary and the same numbers as a table.
 */
export function MoneyBarChart({
  title,
  valueLabel,
  bars,
  currency,
  emptyMessage,
}: {
  title: string;
  /** The column heading of the table, e.g. 'Net'. */
  valueLabel: string;
  bars: MoneyBar[];
  currency: string;
  /** Said instead of the drawing when every month is zero; by default 'No payments in the last N months'. */
  emptyMessage?: string;
}) {
  const titleId = useId();
  const descId = useId();
  if (bars.length === 0) return null;
  if (bars.every((b) => b.value === 0)) {
    return (
      <p className="grid h-40 place-items-center text-center text-sm text-muted-foreground sm:h-48">
        {emptyMessage ?? `No payments in the last ${bars.length} ${bars.length === 1 ? 'month' : 'months'}`}
      </p>
    );
  }
  const top = Math.max(0, ...bars.map((b) => b.value));
  const bottom = Math.min(0, ...bars.map((b) => b.value));
  const span = top - bottom || 1;
  const y = (value: number) => ((top - value) / span) * HEIGHT;
  const zero = y(0);
  const slot = WIDTH / bars.length;
  const first = bars[0];
  const last = bars[bars.length - 1];
  const summary =
    first && last
      ? `${valueLabel} went from ${formatMoney(first.value, currency)} in ${formatMonth(first.month, 'long')} to ${formatMoney(last.value, currency)} in ${formatMonth(last.month, 'long')}.`
      : '';

  return (
    <figure className="grid gap-2">
      {/* Positioned, so the drawing's own 3:1 shape never widens a box sized by its content (a phone). */}
      <div className="relative h-40 sm:h-48">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="absolute inset-0 size-full"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{summary}</desc>
          {bars.map((bar, index) => {
            const box = barBox(bar.value, zero, Math.abs(y(bar.value) - zero));
            return (
              <rect
                key={bar.month}
                data-month={bar.month}
                x={index * slot + (slot * GAP) / 2}
                y={box.y}
                width={slot * (1 - GAP)}
                height={box.height}
                rx={3}
                className={cn(bar.value < 0 ? 'fill-destructive' : 'fill-primary')}
              >
                <title>{`${formatMonth(bar.month, 'long')}: ${formatMoney(bar.value, currency)}`}</title>
              </rect>
            );
          })}
          <line
            x1={0}
            x2={WIDTH}
            y1={zero}
            y2={zero}
            className="stroke-border"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <ol
        aria-hidden
        className="grid text-center text-xs"
        style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
      >
        {bars.map((bar) => (
          <li key={bar.month} className="grid min-w-0 gap-0.5">
            <span className="truncate text-muted-foreground">{formatMonth(bar.month).split(' ')[0]}</span>
            <span className={cn('truncate font-medium tabular-nums', bar.value < 0 && 'text-destructive')}>
              {formatMoney(bar.value, currency)}
            </span>
          </li>
        ))}
      </ol>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.month}>
              <td>{formatMonth(bar.month, 'long')}</td>
              <td>{formatMoney(bar.value, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
