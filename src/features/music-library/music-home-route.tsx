import { usePageTitle } from '../../lib/use-page-title';
import { NearViewport } from '../../components/near-viewport';
import { Page } from '../../components/page';
import { useRecentlyPlayed } from './model/collection-hooks';
import { MusicOverlays, SongGrid } from '../playlists';
import { MoodSection } from './components/mood-section';
import { MOODS } from '../../config/music-moods';
import styles from './components/sections.module.css';

const HOME_RECENT = 6;
/** Mood sections built at load (about a screenful); the others as they come near the viewport. */
const EAGER_MOODS = 2;
const TITLE = 'Music Library - Free Streaming Music';

export default function MusicHomeRoute() {
  const recent = useRecentlyPlayed().slice(0, HOME_RECENT);
  usePageTitle(TITLE, { exact: true });
  return (
    <Page
      heading={
        <>
          Welcome to <span className={styles.accent}>Reelbeat Music</span>
        </>
      }
      subtitle="Moods, fresh finds and your own playlists: free and without ads."
    >
      <link rel="canonical" href={canonicalUrl()} />
      {recent.length ? (
        <section className={styles.section} aria-labelledby="home-recent">
          <h2 id="home-recent" className={styles.heading}>
            Recently Played
          </h2>
          <SongGrid songs={recent} label="Recently Played" />
        </section>
      ) : null}
      {MOODS.map((mood, i) =>
        i < EAGER_MOODS ? (
          <MoodSection key={mood} mood={mood} />
        ) : (
          <NearViewport
            key={mood}
            placeholder={
              <section className={styles.section}>
                <h2 className={styles.heading}>{mood}</h2>
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
