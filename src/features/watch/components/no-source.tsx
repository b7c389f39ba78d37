import type { WatchRequest } from '../watch-params';
import styles from '../watch.module.css';

/** Spec 2.5: what was asked for, when no embed address can be built from it. */
export function NoSource({
  request,
  headingLevel = 2,
}: {
  request: WatchRequest;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const rows: [string, string][] = [
    ['ID', request.id || 'none'],
    ['Type', request.type || 'none'],
    ['Season', request.season === undefined ? 'N/A' : String(request.season)],
    ['Episode', request.episode === undefined ? 'N/A' : String(request.episode)],
  ];
  return (
    <div className={styles.noSource} role="alert">
      <Heading>No streaming source available</Heading>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
