import { memo, useDeferredValue, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { MediaRow, MediaRowItem, ROW_INITIAL_ITEMS } from '../../components/row';
import { NearViewport } from '../../components/near-viewport';
import { useConfig } from '../../config/config-context';
import { useT } from '../../lib/i18n';
import { useLeadImageHeld, useLeadImageHold } from '@/lib/startup';
import { useOnline } from '../../lib/use-online';
import { usePageTitle } from '../../lib/use-page-title';
import {
  useCatalogStatus,
  useGenres,
  usePopular,
  useTopRated,
  useTrending,
  type MediaItem,
} from '@/lib/catalog';
import { OfflineNotice, useOfflineWithoutData } from '@/components/offline';
import { PreviewCard } from '../title';
import { ContinueStrip } from './components/continue-strip';
import { GenreFilter, filterByGenre } from './components/genre-filter';
import { HeroCarousel, HeroPlaceholder } from './components/hero-carousel';
import styles from './home.module.css';

export default function HomeRoute() {
  const t = useT();
  const { productName } = useConfig();
  usePageTitle(t('home.pageTitle', { productName }), { exact: true });
  const status = useCatalogStatus();
  const trendingList = useTrending();
  const online = useOnline();
  const offlineEmpty = useOfflineWithoutData(trendingList);
  // The hero's backdrop is the first screen's largest paint: the rows' posters wait for it,
  // unless Home shows no hero (offline with nothing saved, an error, no trending titles).
  useLeadImageHold(
    !offlineEmpty &&
      !(online && (status.isError || trendingList.isError)) &&
      (trendingList.isPending || Boolean(trendingList.data?.length)),
  );
  // So does the genre list (prefetch.ts): on a phone's six connections the backdrop does not
  // queue behind it.
  const genresAfterHero = !useLeadImageHeld();
  const lists = {
    trending: trendingList,
    popularMovies: usePopular('movie'),
    popularTv: usePopular('tv'),
    topMovies: useTopRated('movie'),
    topTv: useTopRated('tv'),
  };
  const genres = useGenres({ enabled: genresAfterHero });
  const [genre, setGenre] = useState<number | null>(null);
  // The hero shows as soon as its titles arrive; the rows are drawn at transition priority, so
  // React builds their cards in short slices instead of one long task that would hold up input.
  const trending = useDeferredValue(lists.trending.data);
  const popularMovies = useDeferredValue(lists.popularMovies.data);
  const popularTv = useDeferredValue(lists.popularTv.data);
  const topMovies = useDeferredValue(lists.topMovies.data);
  const topTv = useDeferredValue(lists.topTv.data);

  const failed = Object.values(lists).find((q) => q.isError);
  // Offline, Home shows what the service worker saved; with nothing saved, it says so (no error).
  if (offlineEmpty) {
    const retry = () => {
      void status.refetch();
      for (const list of Object.values(lists)) void list.refetch();
    };
    return <OfflineNotice onRetry={retry} />;
  }

  if (status.isPending && (online || !lists.trending.data)) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.loadingTitle}>{t('home.loading.title', { productName })}</p>
        <p className={styles.loadingHint}>{t('home.loading.hint')}</p>
      </div>
    );
  }

  if (online && (status.isError || failed)) {
    // The connectivity message wins; otherwise the failing list's own message.
    const message = status.error?.message ?? (failed?.error?.message || t('home.error.fallback'));
    return <ConnectionError message={message} />;
  }

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{productName}</h1>
      {lists.trending.data ? (
        <Hero items={lists.trending.data} />
      ) : (
        // Holds the hero's place while the trending list loads, so the rows do not jump.
        <HeroPlaceholder />
      )}
      <div className={styles.sections}>
        <GenreFilter genres={genres.data ?? []} selected={genre} onSelect={setGenre} />
        <ContinueStrip />
        <HomeRow title={t('home.rows.trending')} items={trending} genre={genre} />
        <HomeRow title={t('home.rows.popularMovies')} items={popularMovies} genre={genre} later />
        <HomeRow title={t('home.rows.popularTv')} items={popularTv} genre={genre} later />
        <HomeRow title={t('home.rows.topMovies')} items={topMovies} genre={genre} later />
        <HomeRow title={t('home.rows.topTv')} items={topTv} genre={genre} later />
      </div>
    </div>
  );
}

// The lists arrive one by one, often after the first render: each re-renders Home, and these let
// the hero and the rows whose list did not change skip it.
const Hero = memo(HeroCarousel);

interface HomeRowProps {
  title: string;
  items: MediaItem[] | undefined;
  genre: number | null;
  /** Built as it comes near the viewport: rendering all ~100 cards at once blocked the main
   *  thread for the whole first load. */
  later?: boolean;
}

const HomeRow = memo(function HomeRow({ title, items, genre, later = false }: HomeRowProps) {
  const t = useT();
  const shown = filterByGenre(items ?? [], genre);
  const row = (
    <MediaRow
      title={title}
      initialItems={ROW_INITIAL_ITEMS}
      empty={
        !items ? (
          // As tall as the row it becomes: the rows below keep their places, and stay far
          // enough down that their own cards are built only as they near the screen.
          <p className={`${styles.emptyText} ${styles.rowPlaceholder}`}>{t('home.rows.loading')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.emptyText}>{t('home.rows.noneInGenre')}</p>
        ) : undefined
      }
    >
      {shown.map((item) => (
        <MediaRowItem key={`${item.type}-${item.id}`}>
          <PreviewCard item={item} />
        </MediaRowItem>
      ))}
    </MediaRow>
  );
  if (!later) return row;
  return (
    <NearViewport
      placeholder={
        <MediaRow title={title} arrows={false} empty={<div className={styles.rowPlaceholder} />}>
          {null}
        </MediaRow>
      }
    >
      {row}
    </NearViewport>
  );
});

function ConnectionError({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={styles.error} role="alert">
      <WifiOff aria-hidden="true" size={56} />
      <h1>{t('home.error.title')}</h1>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('home.error.retry')}
      </button>
      <p className={styles.hint}>{t('home.error.hint')}</p>
    </div>
  );
}
