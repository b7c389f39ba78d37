import { useT } from '@/lib/i18n';
import type { WatchRequest } from '../watch-params';
import styles from '../watch.module.css';

/** The player's empty state: what was asked for, when no embed address can be built from it. */
export function NoSource({
  request,
  headingLevel = 2,
}: {
  request: WatchRequest;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const none = t('watch.noSource.none');
  const unknown = t('watch.noSource.notAvailable');
  const rows: [string, string][] = [
    [t('watch.noSource.id'), request.id || none],
    [t('watch.noSource.type'), request.type || none],
    [t('watch.noSource.season'), request.season === undefined ? unknown : String(request.season)],
    [
      t('watch.noSource.episode'),
      request.episode === undefined ? unknown : String(request.episode),
    ],
  ];
  return (
    <div className={styles.noSource} role="alert">
      <Heading>{t('watch.noSource.heading')}</Heading>
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
