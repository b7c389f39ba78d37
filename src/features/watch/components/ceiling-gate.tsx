import type { ReactNode } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/button';
import { useCatalogPrefs, useMediaDetails } from '@/lib/catalog';
import { RestrictedNotice, UNCHECKED } from '@/lib/content-restrictions';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { paths } from '../../../config/paths';
import { catalogTypeOf } from '../watch-params';
import type { WatchTarget } from '../embed-urls';
import styles from '../watch.module.css';

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
  const navigate = useNavigate();
  const { key } = useLocation();
  const heading = t('contentRestrictions.heading');
  usePageTitle(title ? `${title} · ${heading}` : heading);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Button
          className={styles.back}
          onClick={() => (key === 'default' ? navigate(paths.home) : navigate(-1))}
          aria-label={t('watch.back')}
        >
          <ArrowLeft aria-hidden size={20} />
        </Button>
        <h1 className={styles.heading}>{title ?? heading}</h1>
      </header>
      <section className={styles.noSource} aria-label={heading}>
        <h2>{heading}</h2>
        <RestrictedNotice verdict={verdict} />
      </section>
    </div>
  );
}
