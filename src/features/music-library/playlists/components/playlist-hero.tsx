import { Download } from 'lucide-react';
import type { PlaylistEntry } from '@/lib/storage/music-collection';
import { useT } from '@/lib/i18n';
import { playlistDescription, playlistName } from '../model/display-name';
import { totalMinutes } from '../model/playlist-ops';
import { PlaylistCover } from './playlist-cover';
import ui from './ui.module.css';
import styles from './playlist-page.module.css';

/** Cover (opens the cover dialog), name, description, 'by' owner, count, minutes, badge. */
export function PlaylistHero({
  playlist,
  onCover,
  editable,
  coverLocked = false,
  downloading = false,
}: {
  playlist: PlaylistEntry;
  onCover: () => void;
  editable: boolean;
  /** While the details are edited the cover stays where it is, but cannot be changed. */
  coverLocked?: boolean;
  /** A download is under way or still being written: the badge waits for it. */
  downloading?: boolean;
}) {
  const t = useT();
  const minutes = totalMinutes(playlist);
  const description = playlistDescription(playlist);
  const cover = <PlaylistCover playlist={playlist} className={styles.cover} />;
  return (
    <div className={styles.hero}>
      {editable ? (
        <button
          type="button"
          className={styles.coverButton}
          onClick={onCover}
          disabled={coverLocked}
          aria-label={t('playlists.cover.change')}
        >
          {cover}
        </button>
      ) : (
        cover
      )}
      <div className={styles.heroText}>
        <p className={styles.kind}>{t('playlists.hero.kind')}</p>
        <h1 className={styles.name}>{playlistName(playlist)}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.meta}>
          <span>{t('playlists.hero.byYou')}</span>
          <span>{t('playlists.songCount', { count: playlist.songCount })}</span>
          {minutes > 0 ? <span>{t('playlists.hero.minutes', { minutes })}</span> : null}
          {playlist.isDownloaded && !downloading ? (
            <span className={ui.badge}>
              <Download aria-hidden="true" size={12} /> {t('playlists.downloads.downloaded')}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
