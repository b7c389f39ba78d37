import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { getCatalogTimings, subscribeCatalogTimings } from '@/lib/tmdb/timings';
import { getVitals, subscribeVitals, type VisitVitals } from '../web-vitals';
import styles from './developer-panel.module.css';

const ROUTE_IDS = /^\/(?:(?:watch|player)\/)?(movie|tv|anime)\/(\d+)(?:\/(\d+)\/(\d+))?/;

/** The ids the current address names, e.g. "tv 1396 · S2E3", or null on other pages. */
export function routeIds(pathname: string): string | null {
  const match = ROUTE_IDS.exec(pathname);
  if (!match) return null;
  const [, type, id, season, episode] = match;
  return `${type} ${id}${season ? ` · S${season}E${episode}` : ''}`;
}

/** LCP, CLS and INP as the panel writes them; null ones as `pending`. */
export function vitalsFigures(v: VisitVitals, pending: string) {
  return {
    lcp: v.lcpMs === null ? pending : `${(v.lcpMs / 1000).toFixed(2)} s`,
    cls: v.cls === null ? pending : v.cls.toFixed(3),
    inp: v.inpMs === null ? pending : `${Math.round(v.inpMs)} ms`,
  };
}

/**
 * Developer mode's small panel: the ids of what is on screen, this visit's Web Vitals (with
 * the slowest interaction's element) and the newest catalogue calls with their status and
 * time. Loaded only while the setting is on, with the Web Vitals library.
 */
export default function DeveloperPanel() {
  const t = useT();
  const { pathname } = useLocation();
  const timings = useSyncExternalStore(subscribeCatalogTimings, getCatalogTimings);
  const ids = routeIds(pathname);
  const vitals = useSyncExternalStore(subscribeVitals, getVitals);
  return (
    <aside className={styles.panel} aria-label={t('settings.developer.label')}>
      <p className={styles.row}>
        <strong>{t('settings.developer.route')}</strong> {pathname}
        {ids ? <span> · {t('settings.developer.ids', { ids })}</span> : null}
      </p>
      <p className={styles.row}>
        {t('settings.developer.vitals', vitalsFigures(vitals, t('settings.developer.pending')))}
      </p>
      {vitals.inpTarget ? (
        <p className={styles.row}>
          {t('settings.developer.slowest', { target: vitals.inpTarget })}
        </p>
      ) : null}
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
