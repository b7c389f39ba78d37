/**
 * The rate a song plays at: Settings' playback speed, or, while listening together, the rate
 * that keeps the player on the room's clock (features/together), which wins while it is set.
 */
export class PlaybackRate {
  private settings = 1;
  private sync: number | null = null;

  constructor(private readonly apply: (rate: number) => void) {}

  get value() {
    return this.sync ?? this.settings;
  }

  setSettings(rate: number) {
    this.settings = rate;
    this.apply(this.value);
  }

  setSync(rate: number | null) {
    this.sync = rate;
    this.apply(this.value);
  }
}

/** Both rates of an element: load() resets playbackRate to defaultPlaybackRate. */
export function setElementRate(element: HTMLMediaElement, rate: number) {
  element.defaultPlaybackRate = rate;
  element.playbackRate = rate;
}
