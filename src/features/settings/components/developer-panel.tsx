import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getCatalogTimings, subscribeCatalogTimings } from '@/lib/tmdb/timings';
import styles from './developer-panel.module.css';

const ROUTE_IDS = /^\/(?:(?:watch|player)\/)?(movie|tv|anime)\/(\d+)(?:\/(\d+)\/(\d+))?/;

/** The ids the current address names, e.g. "tv 1396 · S2E3", or null on other pages. */
export function routeIds(pathname: string): string | null {
  const match = ROUTE_IDS.exec(pathname);
  if (!match) return null;
  const [, type, id, season, episode] = match;
  return `${type} ${id}${season ? ` · S${season}E${episode}` : ''}`;
}

/**
 * Developer mode's small panel: the ids of what is on screen and the newest catalogue calls
 * with their status and time. Loaded only while the setting is on.
 */
export default function DeveloperPanel() {
  const { pathname } = useLocation();
  const timings = useSyncExternalStore(subscribeCatalogTimings, getCatalogTimings);
  const ids = routeIds(pathname);
  return (
    <aside className={styles.panel} aria-label="Developer panel">
      <p className={styles.row}>
        <strong>Route</strong> {pathname}
        {ids ? <span> · ids {ids}</span> : null}
      </p>
      {timings.length === 0 ? (
        <p className={styles.row}>No catalogue calls yet</p>
      ) : (
        <ol className={styles.list} aria-label="Catalogue calls, newest first">
          {timings.map((t, i) => (
            <li key={`${i}-${t.path}`} className={styles.row}>
              <span className={styles.path}>{t.path}</span> {t.status || 'no answer'} · {t.ms} ms
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
