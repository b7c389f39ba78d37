import { useDeferredValue, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { MediaRow, MediaRowItem } from '../../components/row';
import { NearViewport } from '../../components/near-viewport';
import { useConfig } from '../../config/config-context';
import { usePageTitle } from '../../lib/use-page-title';
import {
  useCatalogStatus,
  useGenres,
  usePopular,
  useTopRated,
  useTrending,
  type MediaItem,
} from '../catalog';
import { PreviewCard } from '../title';
import { ContinueStrip } from './components/continue-strip';
import { GenreFilter, filterByGenre } from './components/genre-filter';
import { HeroCarousel, HeroPlaceholder } from './components/hero-carousel';
import styles from './home.module.css';

export const HOME_FALLBACK_ERROR = 'Failed to load content';

export default function HomeRoute() {
  const { productName } = useConfig();
  usePageTitle(`${productName} - Free Movies, TV Shows and Anime`, { exact: true });
  const status = useCatalogStatus();
  const lists = {
    trending: useTrending(),
    popularMovies: usePopular('movie'),
    popularTv: usePopular('tv'),
    topMovies: useTopRated('movie'),
    topTv: useTopRated('tv'),
  };
  const genres = useGenres();
  const [genre, setGenre] = useState<number | null>(null);
  // The hero shows as soon as its titles arrive; the rows are drawn at transition priority, so
  // React builds their cards in short slices instead of one long task that would hold up input.
  const trending = useDeferredValue(lists.trending.data);
  const popularMovies = useDeferredValue(lists.popularMovies.data);
  const popularTv = useDeferredValue(lists.popularTv.data);
  const topMovies = useDeferredValue(lists.topMovies.data);
  const topTv = useDeferredValue(lists.topTv.data);

  if (status.isPending) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.loadingTitle}>Loading {productName}</p>
        <p className={styles.loadingHint}>Connecting to movie database</p>
      </div>
    );
  }

  const failed = Object.values(lists).find((q) => q.isError);
  if (status.isError || failed) {
    // Spec 8: the connectivity message wins; otherwise the failing list's own message.
    const message = status.error?.message ?? (failed?.error?.message || HOME_FALLBACK_ERROR);
    return <ConnectionError message={message} />;
  }

  // Rows below the first are built as they come near the viewport: rendering all ~100 cards
  // at once blocked the main thread for the whole first load.
  const laterRow = (title: string, items: MediaItem[] | undefined) => (
    <NearViewport
      placeholder={
        <MediaRow title={title} arrows={false} empty={<div className={styles.rowPlaceholder} />}>
          {null}
        </MediaRow>
      }
    >
      {row(title, items)}
    </NearViewport>
  );

  const row = (title: string, items: MediaItem[] | undefined) => {
    const shown = filterByGenre(items ?? [], genre);
    return (
      <MediaRow
        title={title}
        empty={
          !items ? (
            <p className={styles.emptyText}>Loading...</p>
          ) : shown.length === 0 ? (
            <p className={styles.emptyText}>Nothing in this genre here</p>
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
  };

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{productName}</h1>
      {lists.trending.data ? (
        <HeroCarousel items={lists.trending.data} />
      ) : (
        // Holds the hero's place while the trending list loads, so the rows do not jump.
        <HeroPlaceholder />
      )}
      <div className={styles.sections}>
        <GenreFilter genres={genres.data ?? []} selected={genre} onSelect={setGenre} />
        <ContinueStrip />
        {row('Trending this season', trending)}
        {laterRow('Popular Movies', popularMovies)}
        {laterRow('Popular TV Shows', popularTv)}
        {laterRow('Top Rated Movies', topMovies)}
        {laterRow('Top Rated TV Shows', topTv)}
      </div>
    </div>
  );
}

function ConnectionError({ message }: { message: string }) {
  return (
    <div className={styles.error} role="alert">
      <WifiOff aria-hidden="true" size={56} />
      <h1>Connection Error</h1>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        Retry
      </button>
      <p className={styles.hint}>Make sure you are connected to the internet, then try again.</p>
    </div>
  );
}
