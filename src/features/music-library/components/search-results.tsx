import { Button } from '@/components/button';
import { MUSIC_PAGE_SIZE } from '@/lib/music/client';
import { SongList, musicUi } from '../../playlists';
import { useSongSearch } from '../api/search-songs';
import styles from './sections.module.css';

/** 30 results for the query, with their loading, empty and error states. */
export function SearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { data, isPending, isError, refetch } = useSongSearch(query, MUSIC_PAGE_SIZE.search);
  if (isPending) {
    return (
      <p role="status" className={musicUi.muted}>
        Searching for "{query}"...
      </p>
    );
  }
  if (isError) {
    return (
      <div className={musicUi.empty} role="alert">
        <h2>Search is not available right now</h2>
        <p>Please check your connection and try again.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  }
  if (!data.results.length) {
    return (
      <div className={musicUi.empty}>
        <h2>No results found</h2>
        <p>Try searching with different keywords or browse our trending collection below</p>
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="search-results">
      <div className={styles.headingRow}>
        <h2 id="search-results" className={styles.heading}>
          Found {data.results.length} results for "{query}"
        </h2>
        <button type="button" className={styles.linkButton} onClick={onClear}>
          Clear search
        </button>
      </div>
      <SongList songs={data.results} label={`Results for ${query}`} />
    </section>
  );
}
