/**
 * Watches blocks of samples as they flow (from a ScriptProcessor tap) to find where sound
 * starts and stops and how long the output was silent around a hand-over. Times are in the
 * tap's clock (the AudioContext's seconds, shifted by the tap's fixed latency, which cancels
 * out whenever two taps' times are compared).
 */

/** Below this (-80 dBFS) a sample counts as silence. */
export const SILENCE_THRESHOLD = 1e-4;

/** The first and last audible samples of one source since it was armed. */
export class SoundEdges {
  /** Time of the first audible sample after `arm()`, or null while none came. */
  firstSoundAt: number | null = null;
  /** Time just after the last audible sample, or null while none came. */
  lastSoundEnd: number | null = null;
  /** End time of the latest block seen. */
  seenUntil = -Infinity;

  arm() {
    this.firstSoundAt = null;
    this.lastSoundEnd = null;
  }

  feed(samples: Float32Array, startTime: number, sampleRate: number) {
    let first = -1;
    let last = -1;
    for (let i = 0; i < samples.length; i++) {
      if (Math.abs(samples[i]!) > SILENCE_THRESHOLD) {
        if (first < 0) first = i;
        last = i;
      }
    }
    if (first >= 0 && this.firstSoundAt === null)
      this.firstSoundAt = startTime + first / sampleRate;
    if (last >= 0) this.lastSoundEnd = startTime + (last + 1) / sampleRate;
    this.seenUntil = startTime + samples.length / sampleRate;
  }

  /** Seconds of silence since the last audible sample (all of what was seen when none came). */
  get silentFor(): number {
    return this.lastSoundEnd === null ? Infinity : this.seenUntil - this.lastSoundEnd;
  }
}

/**
 * The longest run of silent samples inside a time window: the gap a listener hears at a
 * hand-over. `watch(from, to)` opens a window; `feed` reports the gap in ms once it is past.
 */
export class GapMeter {
  private window: { from: number; to: number } | null = null;
  private run = 0;
  private longest = 0;

  watch(from: number, to: number) {
    this.window = { from, to };
    this.run = 0;
    this.longest = 0;
  }

  get watching() {
    return this.window !== null;
  }

  /** Returns the gap in ms when the window has just closed, else null. */
  feed(samples: Float32Array, startTime: number, sampleRate: number): number | null {
    const window = this.window;
    if (!window) return null;
    for (let i = 0; i < samples.length; i++) {
      const time = startTime + i / sampleRate;
      if (time < window.from) continue;
      if (time >= window.to) return this.close(sampleRate);
      if (Math.abs(samples[i]!) <= SILENCE_THRESHOLD) {
        this.run += 1;
        this.longest = Math.max(this.longest, this.run);
      } else this.run = 0;
    }
    return null;
  }

  private close(sampleRate: number) {
    this.window = null;
    return (this.longest / sampleRate) * 1000;
  }
}
