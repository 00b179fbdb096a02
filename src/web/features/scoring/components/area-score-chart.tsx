import type { ScoreOverview } from '../api/scoring';
import { scoreToneOf } from '../utils/score-tones';

const fillOf = {
  green: 'var(--success)',
  yellow: 'var(--warning)',
  red: 'var(--destructive)',
  grey: 'var(--muted-foreground)',
};

/**
 * The area scores drawn as horizontal bars (plain SVG: no chart library for seven bars). The
 * numbers are also in the cards beside it; the figure carries its own text alternative.
 */
export function AreaScoreChart({ areas }: { areas: ScoreOverview['areas'] }) {
  const rowHeight = 34;
  const height = areas.length * rowHeight;
  const summary = areas
    .map((a) => `${a.area}: ${a.score === null ? 'not scored yet' : `${a.score}%`}`)
    .join('; ');
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <figcaption className="text-sm font-medium">Score by area</figcaption>
      <svg viewBox={`0 0 320 ${height}`} className="w-full" role="img" aria-label={summary}>
        {areas.map((area, index) => {
          const y = index * rowHeight;
          const width = ((area.score ?? 0) / 100) * 200;
          return (
            <g key={area.area}>
              <text x={0} y={y + 12} fontSize={10} fill="currentColor">
                {area.area}
              </text>
              <rect x={0} y={y + 17} width={200} height={10} rx={5} fill="var(--muted)" />
              <rect
                x={0}
                y={y + 17}
                width={width}
                height={10}
                rx={5}
                fill={fillOf[scoreToneOf(area.score)]}
              />
              <text x={210} y={y + 26} fontSize={11} fill="currentColor">
                {area.score === null ? '—' : `${area.score}%`}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
