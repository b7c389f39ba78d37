import type { EqSettings } from '@/lib/audio/eq-settings';
import { PlaybackRate, setElementRate } from './playback-rate';

/**
 * What the player needs from an audio output. `AudioEngine` wraps one HTMLAudioElement (used
 * where Web Audio is missing); `WebAudioEngine` adds gapless, crossfade, equaliser and levelling.
 */
export interface PlaybackEvents {
  onTime(currentTime: number, duration: number): void;
  onPlayingChange(playing: boolean): void;
  onEnded(): void;
  onError(): void;
  onStarted(): void;
}

/** What the engine needs to know about a song besides its address. */
export interface TrackInfo {
  /** Consecutive songs of one album play gapless even with crossfade on. */
  album: string | null;
  /** ReplayGain gain of the file, when it has one (loudness levelling). */
  replayGainDb?: number | undefined;
}

/** The song the queue plays after the current one ends by itself. */
export interface NextTrack extends TrackInfo {
  url: string;
  /** Repeat-one: the same song again, restarted without a fade. */
  restart: boolean;
}

/** Settings → Player's audio chain. */
export interface AudioChainSettings {
  crossfadeSeconds: number;
  loudnessLevelling: boolean;
  eq: EqSettings;
}

/** Where the listener is in the song, read at `at` (`performance.now()`). */
export interface PlaybackPosition {
  /** Seconds of the song heard by then. */
  seconds: number;
  at: number;
  playing: boolean;
  /** The rate the song plays at (1 = normal). */
  rate: number;
}

export interface PlaybackEngine {
  load(url: string, track?: TrackInfo): void;
  /** Resolves false when the browser refused to start (e.g. autoplay policy). */
  play(): Promise<boolean>;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  /** Settings' playback speed; optional so test doubles need not care. */
  setPlaybackRate?(rate: number): void;
  setEvents(events: PlaybackEvents): void;
  /** The next song, loaded ahead of time so it starts on time (gapless, crossfade). */
  prepareNext?(next: NextTrack | null): void;
  /** Crossfade, loudness levelling and equaliser, applied live. */
  configure?(settings: AudioChainSettings): void;
  /** Ramps the output to silence over `ms`, then pauses and restores the gain (sleep timer). */
  fadeOut?(ms: number): Promise<void>;
  /** The silence (ms) measured at each gapless hand-over so far, oldest first. */
  measuredGapsMs?(): readonly number[];
  /** Listening together: the precise heard position (null before a song loads). */
  position?(): PlaybackPosition | null;
  /**
   * Listening together: the rate that keeps this player on the room's clock, in place of
   * Settings' speed while set; null gives Settings' speed back.
   */
  setSyncRate?(rate: number | null): void;
}

export class AudioEngine implements PlaybackEngine {
  private events: PlaybackEvents | null = null;
  /** Pauses we asked for ourselves are not reported back as "the element stopped". */
  private loading = false;

  constructor(private readonly audio: HTMLAudioElement = new Audio()) {
    audio.preload = 'auto';
    const time = () => this.events?.onTime(audio.currentTime, audio.duration);
    audio.addEventListener('timeupdate', time);
    audio.addEventListener('durationchange', time);
    audio.addEventListener('seeked', time);
    audio.addEventListener('playing', () => {
      this.loading = false;
      this.events?.onStarted();
    });
    // Only a state the element still has is reported: an event queued before a later play()
    // or pause() is stale (see web-audio-engine.ts).
    audio.addEventListener('play', () => {
      if (!audio.paused) this.events?.onPlayingChange(true);
    });
    audio.addEventListener('pause', () => {
      if (audio.paused && !this.loading && !audio.ended) this.events?.onPlayingChange(false);
    });
    audio.addEventListener('ended', () => this.events?.onEnded());
    audio.addEventListener('error', () => {
      if (audio.getAttribute('src')) this.events?.onError();
    });
  }

  setEvents(events: PlaybackEvents) {
    this.events = events;
  }

  load(url: string) {
    this.loading = true;
    this.audio.src = url;
    this.audio.load();
  }

  async play() {
    try {
      await this.audio.play();
      return true;
    } catch (error) {
      this.loading = false;
      // AbortError: a newer load() replaced this one, which is not a refusal.
      return error instanceof DOMException && error.name === 'AbortError';
    }
  }

  pause() {
    this.audio.pause();
  }

  seek(seconds: number) {
    if (Number.isFinite(seconds)) this.audio.currentTime = seconds;
  }

  setVolume(volume: number) {
    this.audio.volume = volume;
  }

  /** Without Web Audio the fade steps the element's volume (about 20 steps a second). */
  async fadeOut(ms: number) {
    const start = this.audio.volume;
    const began = performance.now();
    while (!this.audio.paused) {
      const progress = (performance.now() - began) / ms;
      if (progress >= 1) break;
      this.audio.volume = start * (1 - progress);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    this.audio.pause();
    this.audio.volume = start;
  }

  private readonly rate = new PlaybackRate((rate) => setElementRate(this.audio, rate));

  setPlaybackRate(rate: number) {
    this.rate.setSettings(rate);
  }

  setSyncRate(rate: number | null) {
    this.rate.setSync(rate);
  }

  position() {
    const { audio } = this;
    if (!audio.getAttribute('src')) return null;
    return {
      seconds: audio.currentTime,
      at: performance.now(),
      playing: !audio.paused && !audio.ended,
      rate: audio.playbackRate,
    };
  }

  /** For tests and the e2e journey: the element itself. */
  get element() {
    return this.audio;
  }
}
