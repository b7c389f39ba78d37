/**
 * The play log (README.md, "Play log"): each profile's viewing sessions and song plays, what
 * Rewind counts. The player and the music player record through the recorders, one place each;
 * the records are saved and read here. Its IndexedDB code loads only when a play is saved or
 * the log is read.
 */
import type { SongPlay, VideoPlay } from './play-types';

export type { SongPlay, VideoPlay };
export { FINISHED_FRACTION, createVideoRecorder, type VideoSubject } from './video-recorder';
export { createSongRecorder, type PlayerMoment } from './song-recorder';
export type { PlayLog } from './play-rows';

const store = () => import('./play-rows');

/** Saves a viewing session's record (the player's recorder calls it). */
export const saveVideoPlay = (id: string, play: VideoPlay) =>
  void store().then((s) => s.savePlay('video', id, play));

/** Saves a song play's record (the music player's recorder calls it). */
export const saveSongPlay = (id: string, play: SongPlay) =>
  void store().then((s) => s.savePlay('song', id, play));

/** Every kept play of the page's profile. */
export const readPlayLog = () => store().then((s) => s.readPlayLog());
