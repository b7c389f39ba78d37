import { Search } from 'lucide-react';
import { msg, useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { MUSIC_PAGE_SIZE } from '../../lib/music/client';
import { MusicOverlays, SongGrid, musicUi } from './playlists';
import { useSongSearch } from './api/search-songs';
import { SearchResults } from './components/search-results';
import { useSearchParamText } from '@/lib/use-search-param-text';
import styles from './components/sections.module.css';

const CHIPS = ['All Music', 'Trending', 'New Releases', 'Top Charts', 'Favorites'] as const;
/** A chip's query stays English (the music API searches English words); its label is translated. */
const CHIP_LABELS: Record<(typeof CHIPS)[number], string> = {
  'All Music': msg('musicLibrary.search.chips.all'),
  Trending: msg('musicLibrary.search.chips.trending'),
  'New Releases': msg('musicLibrary.search.chips.newReleases'),
  'Top Charts': msg('musicLibrary.search.chips.topCharts'),
  Favorites: msg('musicLibrary.search.chips.favorites'),
};
const DEBOUNCE_MS = 300;

export default function MusicSearchRoute() {
  const t = useT();
  // The box and the address's ?q= stay in step (a search can be shared and survives a reload);
  // typing reaches the address once it has settled, a chip at once.
  const { text, query, setText, submit: search } = useSearchParamText(DEBOUNCE_MS);
  const activeChip = CHIPS.find((c) => c === query) ?? (query ? null : 'All Music');

  return (
    <Page heading={t('musicLibrary.search.title')} subtitle={t('musicLibrary.search.subtitle')}>
      <div className={styles.search}>
        <Search aria-hidden="true" size={18} />
        <input
          type="search"
          inputMode="search"
          enterKeyHint="search"
          aria-label={t('musicLibrary.search.inputLabel')}
          placeholder={t('musicLibrary.search.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className={styles.chips} role="group" aria-label={t('musicLibrary.search.filters')}>
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.chip}
            aria-pressed={activeChip === chip}
            onClick={() => search(chip === 'All Music' ? '' : chip)}
          >
            {t(CHIP_LABELS[chip])}
          </button>
        ))}
      </div>
      {query ? <SearchResults query={query} onClear={() => search('')} /> : null}
      <Trending />
      <MusicOverlays />
    </Page>
  );
}

function Trending() {
  const t = useT();
  const { data, isPending, isError } = useSongSearch('Trending', MUSIC_PAGE_SIZE.trending);
  return (
    <section className={styles.section} aria-labelledby="trending-now">
      <div className={styles.headingRow}>
        <h2 id="trending-now" className={styles.heading}>
          {t('musicLibrary.trending.title')}
        </h2>
        <button
          type="button"
          className={styles.linkButton}
          aria-disabled="true"
          title={t('musicLibrary.trending.allShown')}
        >
          {t('musicLibrary.trending.viewAll')}
        </button>
      </div>
      {isPending ? (
        <p role="status" className={musicUi.muted}>
          {t('musicLibrary.trending.loading')}
        </p>
      ) : isError || !data.results.length ? (
        <p className={musicUi.muted}>{t('musicLibrary.noSongs')}</p>
      ) : (
        <SongGrid songs={data.results} label={t('musicLibrary.trending.title')} />
      )}
    </section>
  );
}
