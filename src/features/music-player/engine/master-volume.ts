import { fadeCurve } from '@/lib/audio/crossfade';
import type { ContextClock } from './context-clock';

/** The master gain: the listener's volume, and the sleep timer's fade to silence on top of it. */
export class MasterVolume {
  private volume = 1;
  /** Ends the sleep timer's fade under way, if one is. */
  private endFade: (() => void) | null = null;

  constructor(
    private readonly gain: AudioParam,
    private readonly context: BaseAudioContext,
    private readonly clock: ContextClock,
  ) {}

  set(volume: number) {
    this.volume = volume;
    this.gain.cancelScheduledValues(0);
    this.gain.setTargetAtTime(volume, this.context.currentTime, 0.01);
  }

  /**
   * Fades to silence over `ms`. True once silent; false when `stopFade` ended it early (the
   * volume is back then). After a fade that ran out, the caller pauses, then `restore`s.
   */
  async fadeOut(ms: number): Promise<boolean> {
    this.stopFade();
    const now = this.context.currentTime;
    const seconds = Math.max(0.01, ms / 1000);
    this.gain.cancelScheduledValues(0);
    this.gain.setValueCurveAtTime(
      fadeCurve('out').map((gain) => gain * this.volume),
      now,
      seconds,
    );
    const ended = await new Promise<boolean>((resolve) => {
      this.endFade = () => resolve(true);
      void this.clock.waitUntil(now + seconds).then(() => resolve(false));
    });
    if (ended) return false;
    this.endFade = null;
    return true;
  }

  /** Ends a fade under way, with the volume back. */
  stopFade() {
    const end = this.endFade;
    if (!end) return;
    this.endFade = null;
    this.restore();
    end();
  }

  restore() {
    this.gain.cancelScheduledValues(0);
    // Set as the current value: read back at once (a pause during the fade, then play), not only
    // from the next rendered block on, as a value scheduled at `currentTime` is.
    this.gain.value = this.volume;
  }
}
