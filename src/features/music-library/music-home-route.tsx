import { RichMessage, useT } from '@/lib/i18n';
import { useLeadImageHold } from '@/lib/startup';
import { usePageTitle } from '../../lib/use-page-title';
import { NearViewport } from '../../components/near-viewport';
import { Page } from '../../components/page';
import { useRecentlyPlayed } from '@/lib/storage/music-collection';
import { MusicOverlays, SongGrid } from './playlists';
import { MoodSection } from './components/mood-section';
import { MOOD_NAMES } from './components/mood-names';
import { useMoodSongs } from './api/search-songs';
import { EAGER_MOODS, MOODS } from '@shared/config/music-moods';
import styles from './components/sections.module.css';

const HOME_RECENT = 6;

export default function MusicHomeRoute() {
  const recent = useRecentlyPlayed().slice(0, HOME_RECENT);
  const t = useT();
  // The first grid's first cover is the first screen's largest paint: the other covers wait for
  // it, unless there is none (the first mood's search failed or found nothing).
  const firstMood = useMoodSongs(MOODS[0]);
  useLeadImageHold(
    recent.length > 0 ||
      firstMood.isPending ||
      Boolean(firstMood.data?.results.length && !firstMood.isError),
  );
  usePageTitle(t('musicLibrary.home.pageTitle'), { exact: true });
  return (
    <Page
      heading={
        <RichMessage
          id="musicLibrary.home.welcome"
          components={[<span key="accent" className={styles.accent} />]}
        />
      }
      subtitle={t('musicLibrary.home.subtitle')}
    >
      <link rel="canonical" href={canonicalUrl()} />
      {recent.length ? (
        <section className={styles.section} aria-labelledby="home-recent">
          <h2 id="home-recent" className={styles.heading}>
            {t('musicLibrary.recent.title')}
          </h2>
          <SongGrid songs={recent} label={t('musicLibrary.recent.title')} lead />
        </section>
      ) : null}
      {MOODS.map((mood, i) =>
        i < EAGER_MOODS ? (
          <MoodSection key={mood} mood={mood} lead={i === 0 && !recent.length} />
        ) : (
          <NearViewport
            key={mood}
            placeholder={
              <section className={styles.section}>
                <h2 className={styles.heading}>{t(MOOD_NAMES[mood])}</h2>
                <div className={styles.moodPlaceholder} />
              </section>
            }
          >
            <MoodSection mood={mood} />
          </NearViewport>
        ),
      )}
      <MusicOverlays />
    </Page>
  );
}

/** Hash routes: the canonical address of the music home is the app's origin plus #/music. */
const canonicalUrl = () => `${window.location.origin}/#/music`;
