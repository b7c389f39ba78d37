import {
  followQueue,
  onSeek,
  onSongStart,
  pause,
  playQueueAt,
  resume,
  seek,
  syncedPlayback,
  usePlayerStore,
  type PlayerState,
} from '@/features/music-player';
import { DriftController } from '../model/drift';
import { sendMedia, sendPlayback, sharedNow } from '../model/room-actions';
import { setSyncNote, useTogetherStore } from '../model/room.store';
import { positionAt } from '../model/timeline';
import type { MusicMedia, Playback } from '@shared/together/messages';
import { currentSongId, mediaOfPlayer, rememberSongs, resolveSongs } from './music-media';
import { SyncSampler } from './sync-sampler';
import { exposeSamples } from './sync-samples';

const TICK_MS = 200;
/** A song that could not load here is tried again after this long. */
const RETRY_SONG_MS = 10_000;

const room = () => useTogetherStore.getState();
const player = () => usePlayerStore.getState();
const mayControl = () => room().hostKey !== null || Boolean(room().state?.everyone);

/**
 * Keeps this tab's music player on its room's timeline (README: "Music in sync"). Everyone,
 * the host included, follows the room's timeline: the song, playing or paused, and the position
 * on the shared clock, with the drift controller's rate nudges and seeks. A member who may
 * control (the host, or anyone with "Everyone can control") also tells the room of its own
 * play, pause, seek, skip and queue changes. Returns the function that stops it.
 */
export function startMusicSync(): () => void {
  const drift = new DriftController();
  const sampler = new SyncSampler();
  let applying = false;
  let loading: string | null = null;
  const failedUntil = new Map<string, number>();
  /** The song this tab last loaded for the room, and when. */
  let loaded: { id: string; at: number } | null = null;
  let pausedHere = false;

  const apply = (change: () => void) => {
    applying = true;
    try {
      change();
    } finally {
      applying = false;
    }
  };

  /**
   * This player's playback on the shared clock. A song that starts here (`starting`) is read
   * from the store, at its start: the store moves to it before the engine loads it, so the
   * engine still reads the song before it. Announced as the new song's position, that put the
   * room seconds into it (past its end, after a late skip), and a player slow to start the song
   * (a busy device) never restated it.
   */
  const localPlayback = (starting = false): Playback | null => {
    const read = starting ? null : syncedPlayback.position();
    const at = sharedNow(read?.at);
    if (at === null) return null;
    return { playing: player().isPlaying, position: read?.seconds ?? player().currentTime, at };
  };

  const announcePlayback = () => {
    const playback = localPlayback();
    if (playback) sendPlayback(playback);
    sampler.settleFrom(playback);
  };

  let mediaSaidAt = -Infinity;
  /** The room's media as this tab last said it, and as it last saw it (compared as text). */
  let saidMedia = '';
  let seenMedia = '';
  const announceMedia = (starting: boolean) => {
    const media = mediaOfPlayer(player());
    const playback = localPlayback(starting);
    if (!media || !playback) return;
    rememberSongs(player().queue);
    saidMedia = JSON.stringify(media);
    sendMedia(media, playback);
    sampler.settleFrom(playback);
    mediaSaidAt = performance.now();
  };

  const onPlayer = (state: PlayerState, before: PlayerState) => {
    if (applying) return;
    if (!mayControl()) {
      // Paused here only (by hand, or a browser that wants a press of Play): the room goes
      // on, and Play catches up with it. A queue that simply ran out is not a pause.
      const ran = before.duration > 0 && before.currentTime >= before.duration - 1;
      if (state.isPlaying !== before.isPlaying && !ran) pausedHere = !state.isPlaying;
      setSyncNote(pausedHere ? 'paused-here' : null);
      return;
    }
    const started = state.currentSong?.id !== before.currentSong?.id;
    const songChanged =
      started || state.queue !== before.queue || state.isShuffled !== before.isShuffled;
    // A song that ended by itself moves everyone on; the host alone says so.
    const ended = before.duration > 0 && before.currentTime >= before.duration - 2;
    if (songChanged && (room().hostKey !== null || !ended)) announceMedia(started);
    else if (state.isPlaying !== before.isPlaying) announcePlayback();
  };

  async function load(media: MusicMedia, playback: Playback) {
    const id = currentSongId(media);
    if (!id || loading === id || (failedUntil.get(id) ?? 0) > Date.now()) return;
    loading = id;
    try {
      const { songs, hidden } = await resolveSongs(media.songs);
      if (hidden.has(id)) return skipHidden();
      const index = songs.findIndex((song) => song.id === id);
      const song = songs[index];
      if (!song) throw new Error('not in this music service');
      const now = sharedNow();
      apply(() => {
        // In the room's order with the room's shuffle flag: this player's own shuffle would
        // mix the window again, and its Next (sent to the room when it may control) with it.
        playQueueAt(songs, index, media.shuffle);
        if (!playback.playing) pause();
        if (now !== null) seek(positionAt(playback, now));
      });
      loaded = { id, at: Date.now() };
      drift.reset();
    } catch {
      failedUntil.set(id, Date.now() + RETRY_SONG_MS);
      setSyncNote('song-unavailable');
    } finally {
      loading = null;
    }
  }

  /**
   * The room plays a song this profile hides (a kids profile, an explicit song): it never loads
   * here; this player stops and says why, and joins in again at the room's next song.
   */
  function skipHidden() {
    if (player().isPlaying) apply(() => pause());
    setSyncNote('song-hidden');
  }

  /**
   * The room's queue changed around the song this tab is already playing (the host added songs,
   * or shuffled): the queue follows and the song plays on. Only a change the room makes counts:
   * a tab that said the change itself keeps its own queue, which can be longer than the window
   * the room holds, and one whose change the room has not echoed yet is not put back.
   */
  async function followRoomQueue(media: MusicMedia) {
    const { songs } = await resolveSongs(media.songs).catch(() => ({ songs: [] }));
    const index = songs.findIndex((song) => song.id === currentSongId(media));
    if (index >= 0) apply(() => followQueue(songs, index, media.shuffle));
  }

  let restated = false;
  const follow = () => {
    const state = room().state;
    if (!state || state.media.kind !== 'music') return;
    // The room began on the host's own clock: once the shared one is known, say it on that.
    if (!restated && room().hostKey !== null && sharedNow() !== null) {
      restated = true;
      announcePlayback();
    }
    const { media, playback } = state;
    const local = player();
    const wanted = currentSongId(media);
    const seen = JSON.stringify(media);
    const roomChanged = seen !== seenMedia;
    seenMedia = seen;
    if (local.currentSong?.id !== wanted) {
      // The song loaded for the room moved on at once here (it failed to play): wait before
      // trying it again.
      if (wanted && loaded?.id === wanted && Date.now() - loaded.at < 5000 && !loading) {
        failedUntil.set(wanted, Date.now() + RETRY_SONG_MS);
        loaded = null;
        setSyncNote('song-unavailable');
      }
      void load(media, playback);
      return;
    }
    const note = room().syncNote;
    if (note === 'song-unavailable' || note === 'song-hidden') setSyncNote(null);
    const localMedia = mediaOfPlayer(local);
    if (roomChanged && seen !== saidMedia && localMedia && JSON.stringify(localMedia) !== seen)
      void followRoomQueue(media);
    if (pausedHere && !mayControl()) return;
    const now = sharedNow();
    const read = syncedPlayback.position();
    if (now === null || !read) return;
    const target = positionAt(playback, sharedNow(read.at) ?? now);
    if (playback.playing !== local.isPlaying) {
      drift.reset();
      return apply(() => (playback.playing ? resume() : pause()));
    }
    if (!playback.playing) {
      syncedPlayback.setRate(1);
      if (Math.abs(read.seconds - target) > 0.25) apply(() => seek(target));
      return;
    }
    // Past the song's end the room is about to move on: nothing to correct.
    if (!read.playing || (local.duration > 0 && target > local.duration - 0.3)) return;
    if (sampler.pending) {
      if (sampler.settled(read, target)) announcePlayback();
      return;
    }
    const action = drift.step(read.seconds - target, target, read.at);
    if (action.kind === 'seek') apply(() => seek(action.to));
    syncedPlayback.setRate(action.rate);
  };

  syncedPlayback.setRate(1);
  exposeSamples(() => {
    const media = room().state?.media;
    return media?.kind === 'music' ? currentSongId(media) : null;
  });
  const offPlayer = usePlayerStore.subscribe(onPlayer);
  const offSeek = onSeek(() => {
    if (!applying && mayControl()) announcePlayback();
  });
  // The same song from its start again (repeat one, Previous at the start): the host says so.
  const offStart = onSongStart(() => {
    const said = performance.now() - mediaSaidAt < 50;
    if (!applying && !said && room().hostKey !== null) announceMedia(true);
  });
  const timer = setInterval(follow, TICK_MS);
  follow();
  return () => {
    clearInterval(timer);
    offPlayer();
    offSeek();
    offStart();
    syncedPlayback.setRate(null);
    setSyncNote(null);
    exposeSamples(null);
  };
}
