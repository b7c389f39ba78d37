import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { syncedPlayback, useCurrentSong, usePlayerStore } from '@/features/music-player';
import { getArtistText } from '@/lib/music/song-fields';
import { useT } from '@/lib/i18n';
import { roomPath } from '../model/invite';
import { useRoomId } from '../model/room.store';
import { followMusicRooms } from '../sync/music-session';
import { mediaOfPlayer } from '../sync/music-media';
import { StartRoomForm } from './start-room-form';
import styles from './together.module.css';

/**
 * `#/together`, where "Listen together" in Now Playing leads: a room starts with the song that
 * plays, where it is, and its page opens with the invite link. A tab already in a room goes to
 * that room's page instead.
 */
export function ListenTogether() {
  const t = useT();
  const navigate = useNavigate();
  const room = useRoomId();
  const song = useCurrentSong();
  useEffect(() => {
    if (room) navigate(roomPath(room), { replace: true });
  }, [room, navigate]);
  return (
    <section className={styles.join} aria-labelledby="together-start">
      <h2 id="together-start" className={styles.sectionHeading}>
        {t('together.start.music')}
      </h2>
      {song ? (
        <>
          <p className={styles.what}>
            {t('together.join.listening', { title: song.name, artist: getArtistText(song) })}
          </p>
          <StartRoomForm
            snapshot={() => {
              const state = usePlayerStore.getState();
              const media = mediaOfPlayer(state);
              const position = syncedPlayback.position()?.seconds ?? state.currentTime;
              // On this tab's clock; the host restates it on the room's clock at once.
              const playback = { playing: state.isPlaying, position, at: Date.now() };
              return media ? { media, playback } : null;
            }}
            onStarted={() => followMusicRooms()}
          />
        </>
      ) : (
        <p className={styles.muted}>{t('together.start.noSong')}</p>
      )}
    </section>
  );
}
