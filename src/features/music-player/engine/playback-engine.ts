/** What the player needs from an audio output. `AudioEngine` wraps one HTMLAudioElement. */
export interface PlaybackEvents {
  onTime(currentTime: number, duration: number): void;
  onPlayingChange(playing: boolean): void;
  onEnded(): void;
  onError(): void;
  onStarted(): void;
}

export interface PlaybackEngine {
  load(url: string): void;
  /** Resolves false when the browser refused to start (e.g. autoplay policy). */
  play(): Promise<boolean>;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  /** Settings' playback speed; optional so test doubles need not care. */
  setPlaybackRate?(rate: number): void;
  setEvents(events: PlaybackEvents): void;
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
    audio.addEventListener('play', () => this.events?.onPlayingChange(true));
    audio.addEventListener('pause', () => {
      if (!this.loading && !audio.ended) this.events?.onPlayingChange(false);
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

  setPlaybackRate(rate: number) {
    // load() resets playbackRate to defaultPlaybackRate, so both carry the choice.
    this.audio.defaultPlaybackRate = rate;
    this.audio.playbackRate = rate;
  }

  /** For tests and the e2e journey: the element itself. */
  get element() {
    return this.audio;
  }
}
