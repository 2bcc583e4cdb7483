import type { DeskOverview } from '#domain/api/requests-desk.js';
import { deskDate } from '#web/features/admin-requests/lib/desk-format.js';

const WIDTH = 360;
const HEIGHT = 96;
const GAP = 4;

/**
 * Requests per week for the last 12 weeks: a small inline SVG (no chart library), hidden from screen
 * readers, which get the same numbers as a table.
 */
export function WeeklyChart({ weeks }: { weeks: DeskOverview['per_week'] }) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const bar = weeks.length > 0 ? (WIDTH - GAP * (weeks.length - 1)) / weeks.length : 0;
  return (
    <figure>
      {/* Room above the tallest bar for its count, below the axis for the dates. */}
      <svg viewBox={`0 -12 ${WIDTH} ${HEIGHT + 26}`} className="h-auto w-full" aria-hidden="true">
        {weeks.map((week, index) => {
          const height = Math.max(week.count > 0 ? 2 : 0, (week.count / max) * HEIGHT);
          const x = index * (bar + GAP);
          return (
            <g key={week.week_start}>
              <rect x={x} y={HEIGHT - height} width={bar} height={height} rx={2} className="fill-gold" />
              <text x={x + bar / 2} y={HEIGHT - height - 2} textAnchor="middle" className="fill-ink/70 text-[9px]">
                {week.count > 0 ? week.count : ''}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="stroke-ink/20" />
        {weeks.length > 0 && (
          <>
            <text x={0} y={HEIGHT + 12} className="fill-ink/60 text-[9px]">
              {deskDate(weeks[0]!.week_start)}
            </text>
            <text x={WIDTH} y={HEIGHT + 12} textAnchor="end" className="fill-ink/60 text-[9px]">
              this week
            </text>
          </>
        )}
      </svg>
      <table className="sr-only">
        <caption>Requests per week, the last 12 weeks</caption>
        <thead>
          <tr>
            <th scope="col">Week from</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week_start}>
              <td>{deskDate(week.week_start)}</td>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
