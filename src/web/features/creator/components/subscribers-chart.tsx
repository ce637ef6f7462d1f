import { useId } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import type { CreatorDashboard } from '@shared/contract/creator';
import { formatLongDate, formatMonthDay } from '@shared/dates/format';

type Point = CreatorDashboard['subscribersOverTime'][number];

const FALLBACK_WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 36 };

/** A round upper bound for the y axis, so gridlines fall on whole numbers. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  // Four gridline steps of 1, 2 or 5 times a power of ten: labels stay whole numbers.
  const rough = value / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return step * 4;
}

/**
 * Subscribers at the end of each week, drawn as a small SVG area chart (no chart library). Screen readers
 * get a one-line summary and the same numbers as a table.
 */
export function SubscribersChart({ points }: { points: Point[] }) {
  const titleId = useId();
  const descId = useId();
  // The drawing is as wide as its box (one unit = one pixel), so labels keep their size on a phone.
  const { ref, width: WIDTH } = useElementWidth<HTMLElement>(FALLBACK_WIDTH);
  if (points.length === 0) return null;
  const labelEvery = WIDTH < 420 ? 4 : WIDTH < 640 ? 3 : 2;
  const max = niceMax(Math.max(...points.map((p) => p.subscribers)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.subscribers).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const gridValues = [0, max / 4, max / 2, (max * 3) / 4, max];
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? `Subscribers went from ${first.subscribers} in the week of ${formatLongDate(first.weekStart)} to ${last.subscribers} this week.`
      : '';

  return (
    <figure ref={ref} className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full text-primary"
      >
        <title id={titleId}>Subscribers over the last {points.length} weeks</title>
        <desc id={descId}>{summary}</desc>
        {gridValues.map((value) => (
          <g key={value}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(value)}
              y2={y(value)}
              className="stroke-border"
              strokeDasharray={value === 0 ? undefined : '3 4'}
            />
            <text
              x={PAD.left - 8}
              y={y(value)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {Number.isInteger(value) ? value : ''}
            </text>
          </g>
        ))}
        <path d={area} fill="currentColor" fillOpacity={0.14} />
        <path
          d={line}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.map((p, i) => (
          <g key={p.weekStart}>
            <circle cx={x(i)} cy={y(p.subscribers)} r={3.5} fill="currentColor">
              <title>{`Week of ${formatLongDate(p.weekStart)}: ${p.subscribers} subscribers`}</title>
            </circle>
            {(points.length - 1 - i) % labelEvery === 0 && (
              <text
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor={i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
                className="fill-muted-foreground text-[11px]"
              >
                {formatMonthDay(p.weekStart)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>Subscribers at the end of each week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Subscribers</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.weekStart}>
              <td>{formatLongDate(p.weekStart)}</td>
              <td>{p.subscribers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
