import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { href } from '@shared/config/paths';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { RewindCards } from './components/rewind-cards';
import { SharePanel } from './components/share-panel';
import { computeRewind, yearsWithPlays } from './model/rewind-year';
import { chosenYear, offeredYears } from './rewind-years';
import { usePlayLog } from './use-play-log';
import styles from './rewind.module.css';

/** Rewind: a year of the profile's play log, counted on the device (README.md). */
export default function RewindRoute() {
  const t = useT();
  const { year: param } = useParams();
  const log = usePlayLog();
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => (log ? yearsWithPlays(log) : []), [log]);
  const year = chosenYear(param, years, now);
  const rewind = useMemo(() => (log ? computeRewind(log, year) : null), [log, year]);
  return (
    <Page
      heading={t('rewind.heading', { year })}
      title={t('rewind.title')}
      subtitle={t('rewind.subtitle')}
    >
      <nav aria-label={t('rewind.years')} className={styles.years}>
        {offeredYears(years, now).map((y) => (
          <Link
            key={y}
            to={href.rewind(y)}
            className={styles.year}
            aria-current={y === year ? 'page' : undefined}
          >
            {y}
          </Link>
        ))}
      </nav>
      {!rewind ? (
        <p role="status" className={styles.muted}>
          {t('rewind.loading')}
        </p>
      ) : rewind.enough ? (
        <>
          <RewindCards rewind={rewind} />
          <SharePanel rewind={rewind} />
        </>
      ) : (
        <section className={styles.tooLittle}>
          <h2 className={styles.cardTitle}>{t('rewind.tooLittle.title')}</h2>
          <p>{t('rewind.tooLittle.text', { year })}</p>
        </section>
      )}
      <p className={styles.counted}>{t('rewind.since')}</p>
    </Page>
  );
}
