import { Button } from '@/components/button';
import { MUSIC_PAGE_SIZE } from '@/lib/music/client';
import { useT } from '@/lib/i18n';
import { SongList, musicUi } from '../playlists';
import { useSongSearch } from '../api/search-songs';
import styles from './sections.module.css';

/** 30 results for the query, with their loading, empty and error states. */
export function SearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useSongSearch(query, MUSIC_PAGE_SIZE.search);
  if (isPending) {
    return (
      <p role="status" className={musicUi.muted}>
        {t('musicLibrary.search.searching', { query })}
      </p>
    );
  }
  if (isError) {
    return (
      <div className={`${musicUi.empty} ${styles.section}`} role="alert">
        <h2>{t('musicLibrary.search.unavailable')}</h2>
        <p>{t('musicLibrary.search.checkConnection')}</p>
        <Button onClick={() => void refetch()}>{t('musicLibrary.search.tryAgain')}</Button>
      </div>
    );
  }
  if (!data.results.length) {
    return (
      <div className={`${musicUi.empty} ${styles.section}`}>
        <h2>{t('musicLibrary.search.noResults')}</h2>
        <p>{t('musicLibrary.search.noResultsHint')}</p>
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="search-results">
      <div className={styles.headingRow}>
        <h2 id="search-results" className={styles.heading}>
          {t('musicLibrary.search.found', { count: data.results.length, query })}
        </h2>
        <button type="button" className={styles.linkButton} onClick={onClear}>
          {t('musicLibrary.search.clear')}
        </button>
      </div>
      <SongList songs={data.results} label={t('musicLibrary.search.resultsFor', { query })} />
    </section>
  );
}
