import { useState } from 'react';
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
import { HeroCarousel } from './components/hero-carousel';
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
      {lists.trending.data ? <HeroCarousel items={lists.trending.data} /> : null}
      <div className={styles.sections}>
        <GenreFilter genres={genres.data ?? []} selected={genre} onSelect={setGenre} />
        <ContinueStrip />
        {row('Trending this season', lists.trending.data)}
        {laterRow('Popular Movies', lists.popularMovies.data)}
        {laterRow('Popular TV Shows', lists.popularTv.data)}
        {laterRow('Top Rated Movies', lists.topMovies.data)}
        {laterRow('Top Rated TV Shows', lists.topTv.data)}
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
