import styles from '../rewind.module.css';

interface BarChartProps {
  /** One label per bar (a month, an hour), in the reader's language. */
  labels: readonly string[];
  /** The bars' parts, stacked from the bottom: watched, then listened. */
  series: readonly (readonly number[])[];
  /** Each bar in words, for the table that screen readers get instead of the drawing. */
  describe: (index: number) => string;
  caption: string;
  /** The bar drawn in the accent colour (the busiest). */
  highlight: number | null;
  /** Every nth label is written under the bars (all of them are in the table). */
  labelEvery?: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const AXIS = 16;
/** Room at each side for the first and last labels, centred under their bars. */
const SIDE = 12;

/** Bars in plain SVG, scaled to fit their box; its text equivalent is a visually hidden list. */
export function BarChart({
  labels,
  series,
  describe,
  caption,
  highlight,
  labelEvery = 1,
}: BarChartProps) {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = (WIDTH - SIDE * 2) / labels.length;
  const bar = slot * 0.7;
  const scale = (HEIGHT - AXIS - 4) / max;
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        aria-hidden="true"
        focusable="false"
      >
        {labels.map((label, i) => {
          let y = HEIGHT - AXIS;
          const x = SIDE + i * slot + (slot - bar) / 2;
          return (
            <g key={label + i}>
              {series.map((values, part) => {
                const h = (values[i] ?? 0) * scale;
                y -= h;
                const tone =
                  i === highlight ? styles.accent : part === 0 ? styles.first : styles.second;
                return h > 0 ? (
                  <rect key={part} x={x} y={y} width={bar} height={h} rx={1.5} className={tone} />
                ) : null;
              })}
              {i % labelEvery === 0 ? (
                <text x={x + bar / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.axis}>
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">
        {caption}
        <ul>
          {labels.map((label, i) => (
            <li key={label + i}>{describe(i)}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
