import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { log } from '../../lib/log';
import { useGenres, type MediaItem } from '@/lib/catalog';
import { PreviewCard } from '../title';
import styles from './components/browse.module.css';
import { NextPageStatus, VirtualGrid } from '@/components/virtual-grid';
import { useMetaDescription } from './use-meta-description';
import { useStableMerge } from './stable-merge';
import { loadNextPage, useGenreTitles, useLoadingMore } from './use-genre-titles';

// Kept stable across renders, so the grid renders only the rows a new page of titles changes.
const titleKey = (item: MediaItem) => `${item.type}-${item.id}`;
const renderTitle = (item: MediaItem) => <PreviewCard item={item} />;

export default function CategoriesRoute() {
  const t = useT();
  useMetaDescription(t('browse.categories.description'));
  const [params, setParams] = useSearchParams();
  const genreId = Number(params.get('genre')) || null;
  const genres = useGenres();
  const movies = useGenreTitles('movie', genreId);
  const tv = useGenreTitles('tv', genreId);
  const active = genres.data?.find((g) => g.id === genreId) ?? null;

  useEffect(() => {
    if (genres.error) log.error('categories', 'genre fetch failed:', genres.error);
    if (movies.error) log.error('categories', 'movie fetch failed:', movies.error);
    if (tv.error) log.error('categories', 'tv fetch failed:', tv.error);
  }, [genres.error, movies.error, tv.error]);

  const items = useStableMerge(
    active ? [movies.data?.items, tv.data?.items] : [],
    !movies.isFetchingNextPage && !tv.isFetchingNextPage,
  );
  const loadMore = () => {
    loadNextPage(movies);
    loadNextPage(tv);
  };

  return (
    <Page heading={t('browse.categories.heading')} subtitle={t('browse.categories.subtitle')}>
      {genres.isPending ? (
        <p className={styles.status} role="status">
          {t('browse.categories.loading')}
        </p>
      ) : (
        <ul className={styles.genreGrid} aria-label={t('browse.categories.genres')}>
          {(genres.data ?? []).map((genre) => (
            <li key={genre.id}>
              <button
                type="button"
                className={styles.genre}
                aria-pressed={genre.id === genreId}
                onClick={() => setParams({ genre: String(genre.id) })}
              >
                {genre.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {active ? (
        <section aria-labelledby="category-results">
          <h2 id="category-results" className={styles.sectionTitle}>
            {active.name}
          </h2>
          {movies.isPending || tv.isPending ? (
            <p className={styles.status} role="status">
              {t('browse.categories.loadingGenre', { genre: active.name })}
            </p>
          ) : (
            <>
              <VirtualGrid
                items={items}
                label={t('browse.categories.titles', { genre: active.name })}
                getKey={titleKey}
                renderItem={renderTitle}
                hasMore={Boolean(movies.hasNextPage || tv.hasNextPage)}
                onEndReached={loadMore}
              />
              <LoadingMore genreId={active.id} />
            </>
          )}
        </section>
      ) : null}
    </Page>
  );
}

/** Under the grid while a next page is on its way: it renders alone as one comes and goes. */
function LoadingMore({ genreId }: { genreId: number }) {
  const t = useT();
  return (
    <NextPageStatus label={useLoadingMore(genreId) ? t('browse.categories.loadingMore') : null} />
  );
}
