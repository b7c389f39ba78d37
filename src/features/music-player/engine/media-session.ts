import { localCoverUrl, subscribeLocalCovers } from '@/lib/music/local-audio';
import { getArtistText, pickImageUrl } from '@/lib/music/song-fields';
import { usePlayerStore, type PlayerState } from '../model/player.store';

const IMAGE_SIZES = ['50x50', '150x150', '300x300', '500x500'];

function metadataFor(song: NonNullable<PlayerState['currentSong']>): MediaMetadataInit {
  // A downloaded song's stored cover: the lock screen has its art with no network too.
  const stored = localCoverUrl(song.id);
  const artwork = stored
    ? [{ src: stored }]
    : song.image
        .filter((i) => i.url)
        .map((i) => ({
          src: new URL(i.url, location.href).href,
          ...(IMAGE_SIZES.includes(i.quality) ? { sizes: i.quality } : {}),
        }));
  return {
    title: song.name,
    artist: getArtistText(song),
    album: song.album?.name ?? '',
    artwork: artwork.length ? artwork : [{ src: new URL(pickImageUrl(song), location.href).href }],
  };
}

const currentCover = () => {
  const song = usePlayerStore.getState().currentSong;
  return song ? localCoverUrl(song.id) : null;
};

/** The player's actions the OS media controls call. */
export interface SessionCommands {
  resume(): void;
  pause(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
}

/**
 * The Media Session API: title, artist and artwork on the lock screen and in the OS media
 * controls, which (like keyboard media keys) answer play, pause, next, previous and seek.
 */
export function bindMediaSession(commands: SessionCommands): () => void {
  const { resume, pause, next, previous, seek } = commands;
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => {};
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => resume()],
    ['pause', () => pause()],
    ['nexttrack', () => next()],
    ['previoustrack', () => previous()],
    ['seekto', (d) => d.seekTime !== undefined && seek(d.seekTime)],
    ['seekbackward', (d) => seek(usePlayerStore.getState().currentTime - (d.seekOffset ?? 10))],
    ['seekforward', (d) => seek(usePlayerStore.getState().currentTime + (d.seekOffset ?? 10))],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Browsers throw for actions they do not support; the others still work.
    }
  }

  const apply = (state: PlayerState, previousState?: PlayerState) => {
    const songChanged = state.currentSong !== previousState?.currentSong;
    if (songChanged) {
      session.metadata = state.currentSong
        ? new MediaMetadata(metadataFor(state.currentSong))
        : null;
    }
    session.playbackState = state.currentSong ? (state.isPlaying ? 'playing' : 'paused') : 'none';
    if (state.duration > 0 && state.currentTime <= state.duration && session.setPositionState) {
      try {
        session.setPositionState({
          duration: state.duration,
          position: state.currentTime,
          playbackRate: 1,
        });
      } catch {
        // An inconsistent position (during a load) is ignored; the next update fixes it.
      }
    } else if (songChanged && session.setPositionState) {
      // No length known (or no song): the lock screen must not keep the last song's position.
      session.setPositionState();
    }
  };
  apply(usePlayerStore.getState());
  const unsubscribe = usePlayerStore.subscribe(apply);
  // Stored covers load after start-up and go with Remove: the current song's art follows.
  let shownCover = currentCover();
  const unsubscribeCovers = subscribeLocalCovers(() => {
    const song = usePlayerStore.getState().currentSong;
    if (!song || currentCover() === shownCover) return;
    shownCover = currentCover();
    session.metadata = new MediaMetadata(metadataFor(song));
  });
  return () => {
    unsubscribe();
    unsubscribeCovers();
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // Unsupported action, nothing was set.
      }
    }
  };
}
