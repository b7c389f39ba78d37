import type { ReactNode } from 'react';
import { useCatalogPrefs, useMediaDetails } from '@/lib/catalog';
import { RestrictedNotice, UNCHECKED } from '@/lib/content-restrictions';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { catalogTypeOf } from '../watch-params';
import type { WatchTarget } from '../embed-urls';
import styles from '../watch.module.css';
import { WatchHeader } from './watch-header';

/**
 * Under a profile's ceiling the player starts only for a title its details say is within it:
 * until they answer nothing plays, and a title over the ceiling, unrated (unless the profile
 * allows it) or whose rating could not be read shows why instead. Without a ceiling the
 * session starts at once, as before.
 */
export function CeilingGate({ target, children }: { target: WatchTarget; children: ReactNode }) {
  const restricted = Boolean(useCatalogPrefs().restriction);
  const details = useMediaDetails(catalogTypeOf(target.type), restricted ? target.id : null);
  if (!restricted) return children;
  if (details.isPending) return <Checking />;
  const verdict = details.data?.ceiling ?? UNCHECKED;
  return verdict.allowed ? children : <Refused verdict={verdict} title={details.data?.title} />;
}

function Checking() {
  const t = useT();
  return (
    <p className={styles.loading} role="status">
      {t('contentRestrictions.checking')}
    </p>
  );
}

function Refused({ verdict, title }: { verdict: typeof UNCHECKED; title?: string }) {
  const t = useT();
  const heading = t('contentRestrictions.heading');
  usePageTitle(title ? `${title} · ${heading}` : heading);
  return (
    <div className={styles.page}>
      <WatchHeader>
        <h1 className={styles.heading}>{title ?? heading}</h1>
      </WatchHeader>
      <section className={styles.noSource} aria-label={heading}>
        <h2>{heading}</h2>
        <RestrictedNotice verdict={verdict} />
      </section>
    </div>
  );
}
