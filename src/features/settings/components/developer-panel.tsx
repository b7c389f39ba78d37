import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
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
  const t = useT();
  const { pathname } = useLocation();
  const timings = useSyncExternalStore(subscribeCatalogTimings, getCatalogTimings);
  const ids = routeIds(pathname);
  return (
    <aside className={styles.panel} aria-label={t('settings.developer.label')}>
      <p className={styles.row}>
        <strong>{t('settings.developer.route')}</strong> {pathname}
        {ids ? <span> · {t('settings.developer.ids', { ids })}</span> : null}
      </p>
      {timings.length === 0 ? (
        <p className={styles.row}>{t('settings.developer.noCalls')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('settings.developer.calls')}>
          {timings.map((call, i) => (
            <li key={`${i}-${call.path}`} className={styles.row}>
              <span className={styles.path}>{call.path}</span>{' '}
              {t('settings.developer.call', {
                status: call.status || t('settings.developer.noAnswer'),
                ms: call.ms,
              })}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
