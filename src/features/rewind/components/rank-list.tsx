import styles from '../rewind.module.css';

export interface RankRow {
  key: string;
  label: string;
  detail?: string;
  value: number;
  /** The value in words ("12.5 h", "8 plays"). */
  valueText: string;
}

/** A top five: an ordered list (its own text equivalent) with an SVG bar per row. */
export function RankList({ rows, empty }: { rows: readonly RankRow[]; empty: string }) {
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ol className={styles.rank}>
      {rows.map((row) => (
        <li key={row.key} className={styles.rankRow}>
          <span className={styles.rankLabel}>
            <span className={styles.rankName}>{row.label}</span>
            {row.detail ? <span className={styles.muted}> · {row.detail}</span> : null}
          </span>
          <span className={styles.rankValue}>{row.valueText}</span>
          <svg
            className={styles.rankBar}
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <rect
              x={0}
              y={0}
              width={Math.max(2, (row.value / max) * 100)}
              height={6}
              rx={3}
              className={styles.first}
            />
          </svg>
        </li>
      ))}
    </ol>
  );
}
