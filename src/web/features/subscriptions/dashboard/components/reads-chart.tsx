import type { Dashboard } from '@shared/contract/dashboard';
import { formatMonthDay } from '@shared/dates/format';

const WIDTH = 360;
const HEIGHT = 140;
const AXIS = 18;

/** Reads per week as a small SVG bar chart (no chart library), with a table for screen readers. */
export function ReadsChart({ weeks }: { weeks: Dashboard['readsPerWeek'] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const slot = WIDTH / Math.max(1, weeks.length);
  const barWidth = Math.max(4, slot * 0.62);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="reads-chart-caption"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} />
        {weeks.map((week, index) => {
          const height = (week.count / max) * (HEIGHT - 16);
          const x = index * slot + (slot - barWidth) / 2;
          const current = index === weeks.length - 1;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={Math.max(height, week.count > 0 ? 2 : 0)}
                rx={3}
                className={current ? 'fill-primary' : 'fill-primary/45'}
              >
                <title>{`Week of ${formatMonthDay(week.weekStart)}: ${week.count} read`}</title>
              </rect>
              {week.count > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - height - 4}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {week.count}
                </text>
              ) : null}
              {index % 3 === (weeks.length - 1) % 3 ? (
                <text
                  x={current ? WIDTH : x + barWidth / 2}
                  y={HEIGHT + 13}
                  textAnchor={current ? 'end' : 'middle'}
                  className="fill-muted-foreground text-[9px]"
                >
                  {current ? 'This week' : formatMonthDay(week.weekStart)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id="reads-chart-caption" className="text-xs text-muted-foreground">
        Reports read per week, last {weeks.length} weeks
      </figcaption>
      <table className="sr-only">
        <caption>Reports read per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Reports read</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{formatMonthDay(week.weekStart)}</td>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
