import { useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertTriangle, Film } from 'lucide-react';
import { Button } from '@/components/button';
import { useLocale, useT } from '@/lib/i18n';
import { useLeadImageHold } from '@/lib/startup';
import { href, type WatchType } from '@shared/config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import type { MediaDetails } from '@/lib/catalog';
import { reportActivity } from '@/lib/platform/active-presence';
import { useContinueActions, useHistoryActions } from '@/lib/storage/video-lists';
import { OfflineNotice, useOfflineWithoutData } from '@/components/offline';
import { useSetting } from '@/lib/settings';
import { CastList, SimilarRow } from './components/cast-list';
import { DetailHeader, InfoGrid } from './components/detail-header';
import { SeasonsSection, listedSeasons } from './components/seasons-section';
import styles from './components/detail.module.css';
import { detailErrorText } from './error-text';
import { invalidIdError, useTitleDetails } from './use-title-details';

export default function TitleRoute() {
  const query = useTitleDetails();
  const navigate = useNavigate();
  const t = useT();
  const offlineEmpty = useOfflineWithoutData(query);
  // The backdrop is the first screen's largest paint: the cast's photos, the seasons' stills and
  // the similar titles' posters wait for it, unless the page shows no header.
  useLeadImageHold(query.id !== null && !offlineEmpty && (query.isPending || Boolean(query.data)));

  if (query.id === null) {
    return <DetailError error={invalidIdError()} query={query} />;
  }
  if (offlineEmpty) {
    return <OfflineNotice onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('title.loading')}
      </p>
    );
  }
  if (query.isError) {
    return <DetailError error={query.error} query={query} />;
  }
  if (!query.data) {
    return (
      <div className={styles.statusBlock}>
        <Film aria-hidden="true" size={48} />
        <h1>{t('title.noDetails')}</h1>
        <Button size="lg" onClick={() => navigate(-1)}>
          {t('title.goBack')}
        </Button>
      </div>
    );
  }
  return (
    <DetailView
      details={query.data}
      pathType={query.pathname.startsWith('/anime/') ? 'anime' : query.pathType}
    />
  );
}

interface DetailErrorProps {
  error: unknown;
  query: ReturnType<typeof useTitleDetails>;
}

function DetailError({ error, query }: DetailErrorProps) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  usePageTitle(t('title.error.heading'));
  return (
    <div className={styles.statusBlock} role="alert">
      <AlertTriangle aria-hidden="true" size={48} />
      <h1>{t('title.error.heading')}</h1>
      <p>{detailErrorText(error, locale)}</p>
      <dl className={styles.errorFacts}>
        <dt>{t('title.error.type')}</dt>
        <dd>{query.pathType}</dd>
        <dt>{t('title.error.id')}</dt>
        <dd>{query.rawId || t('title.error.none')}</dd>
        <dt>{t('title.error.path')}</dt>
        <dd>{query.pathname}</dd>
      </dl>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => navigate(-1)}>
          {t('title.goBack')}
        </Button>
        <Button variant="primary" size="lg" onClick={() => void query.refetch()}>
          {t('title.retry')}
        </Button>
      </div>
    </div>
  );
}

interface DetailViewProps {
  details: MediaDetails;
  /** How the page was reached; anime stays anime so the player can use its anime form. */
  pathType: WatchType;
}

function DetailView({ details, pathType }: DetailViewProps) {
  const navigate = useNavigate();
  const history = useHistoryActions();
  const continueWatching = useContinueActions();
  const t = useT();
  const title = details.title || t('title.unknownTitle');
  const firstSeason = listedSeasons(details.seasons)[0]?.seasonNumber ?? 1;
  // Over the profile's ceiling: a notice instead of every way to play (Watch Now, episodes).
  const blocked = details.ceiling && !details.ceiling.allowed ? details.ceiling : null;
  const [selected, setSelected] = useState(firstSeason);
  usePageTitle(title);
  // The header is the first screen (and its largest paint); the cast and the similar titles,
  // below it, follow at transition priority, so their cards do not hold up its first paint.
  const below = useDeferredValue(details, null);
  const recommendations = useSetting('recommendations');

  useEffect(() => {
    reportActivity({ kind: 'details', title });
  }, [title]);

  // A TV id that answered as a movie (the fallback) plays as a movie.
  const watchType: WatchType =
    details.type === 'movie' ? 'movie' : pathType === 'anime' ? 'anime' : 'tv';
  const watch = (season?: number, episode?: number) => {
    history.record(details);
    if (details.type === 'tv') {
      const s = season ?? selected;
      const e = episode ?? 1;
      continueWatching.save({ item: details, progress: 0, season: s, episode: e });
      navigate(href.watch(watchType, details.id, s, e));
    } else {
      continueWatching.save({ item: details, progress: 0 });
      navigate(href.watch('movie', details.id));
    }
  };

  return (
    <article className={styles.page}>
      <DetailHeader details={details} onWatch={() => watch()} blocked={blocked} />
      <div className={styles.body}>
        <InfoGrid details={details} />
        {details.type === 'tv' && !blocked && listedSeasons(details.seasons).length > 0 ? (
          <SeasonsSection
            tvId={details.id}
            title={title}
            artPath={details.backdropPath}
            seasons={details.seasons}
            numberOfSeasons={details.numberOfSeasons}
            selected={selected}
            onSelect={setSelected}
            onWatchEpisode={(s, e) => watch(s, e)}
          />
        ) : null}
        {below ? (
          <>
            <CastList cast={below.cast} />
            {recommendations ? <SimilarRow items={below.similar} /> : null}
          </>
        ) : null}
      </div>
    </article>
  );
}
