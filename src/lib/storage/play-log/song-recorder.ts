import { createPlayMeter, type PlayMeter } from './play-meter';
import { playId, type SongPlay } from './play-types';

/** While a song plays, its play is saved at most this often (and when it ends or pauses). */
export const SONG_SAVE_INTERVAL_MS = 15_000;
/** A position this close to the end, then one back at the start: the song played again. */
const END_MARGIN_S = 5;

/** The song as the player holds it (lib/music's Song, read through these fields only). */
export interface PlayedSong {
  id: string;
  name: string;
  album?: { name: string | null } | null;
  image?: readonly { url: string }[];
  artists?: { primary?: readonly { name: string }[] };
  primaryArtists?: string;
  duration: number | null;
  genre?: unknown;
}

/** What the music player shows at one moment. */
export interface PlayerMoment {
  song: PlayedSong | null;
  currentTime: number;
  duration: number;
  isPlaying: boolean;
}

export interface SongRecorderOptions {
  recording: () => boolean;
  save: (id: string, play: SongPlay) => void;
  now?: () => number;
}

const artistOf = (song: PlayedSong) =>
  song.artists?.primary?.map((a) => a.name).join(', ') || song.primaryArtists || '';
const imageOf = (song: PlayedSong) => song.image?.[song.image.length - 1]?.url ?? null;

interface Current {
  song: PlayedSong;
  meter: PlayMeter;
  startedAt: string | null;
  id: string | null;
  savedSeconds: number;
  lastSave: number;
  duration: number;
}

/**
 * The music player's plays, from what it shows over time: a new song, or the same song back at
 * its start after reaching its end (repeat one), begins a play of its own.
 */
export function createSongRecorder(options: SongRecorderOptions) {
  const now = options.now ?? Date.now;
  let current: Current | null = null;
  let lastTime = 0;

  function save(play: Current, at: number) {
    const seconds = Math.round(play.meter.seconds);
    if (play.startedAt === null || seconds <= 0 || seconds === play.savedSeconds) return;
    if (!options.recording()) return;
    play.id ??= playId(play.startedAt);
    play.savedSeconds = seconds;
    play.lastSave = at;
    const song = play.song;
    options.save(play.id, {
      songId: song.id,
      name: song.name,
      artist: artistOf(song),
      album: song.album?.name ?? null,
      image: imageOf(song),
      genre: typeof song.genre === 'string' && song.genre ? song.genre : null,
      startedAt: play.startedAt,
      seconds,
      duration: song.duration ?? (play.duration > 0 ? Math.round(play.duration) : null),
    });
  }

  const begin = (song: PlayedSong): Current => ({
    song,
    meter: createPlayMeter(),
    startedAt: null,
    id: null,
    savedSeconds: -1,
    lastSave: Number.NEGATIVE_INFINITY,
    duration: 0,
  });

  function observe(moment: PlayerMoment) {
    const at = now();
    const { song } = moment;
    const length = moment.duration > 0 ? moment.duration : (song?.duration ?? 0);
    const replayed =
      current !== null &&
      song?.id === current.song.id &&
      length > 0 &&
      lastTime >= length - END_MARGIN_S &&
      moment.currentTime < END_MARGIN_S;
    if (current && (song?.id !== current.song.id || replayed)) {
      save(current, at);
      current = null;
    }
    lastTime = moment.currentTime;
    if (!song) return;
    current ??= begin(song);
    if (moment.duration > 0) current.duration = moment.duration;
    if (!moment.isPlaying) {
      current.meter.restart();
      save(current, at);
      return;
    }
    const added = current.meter.sample(moment.currentTime, at);
    if (added > 0 && current.startedAt === null)
      current.startedAt = new Date(at - added * 1000).toISOString();
    if (at - current.lastSave >= SONG_SAVE_INTERVAL_MS) save(current, at);
  }

  return {
    observe,
    /** Saves the play under way (the page is being left). */
    flush: () => current && save(current, now()),
  };
}
