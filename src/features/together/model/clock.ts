/**
 * The offset between this tab's clock (`performance.now()`) and the room server's (ms), estimated
 * NTP-style from clock pings over the room's socket: for each ping sent at `c0` and answered at
 * `c1` with the server's time `s`, the offset is `s - (c0 + c1) / 2`, off by at most half the
 * round trip. A busy page or network lengthens some round trips; the samples with the shortest
 * ones are the most trustworthy, so the estimate is the mean of the fastest few of the latest.
 */
export interface ClockSample {
  offset: number;
  rtt: number;
}

/** Samples kept (the latest ones). */
export const CLOCK_WINDOW = 16;
/** How many of the fastest samples are averaged. */
export const CLOCK_BEST = 3;
/** Pings before the estimate is used: the first few sent in quick succession. */
export const CLOCK_READY = 4;

export class ClockEstimator {
  private samples: ClockSample[] = [];

  /** A ping sent at local `c0`, answered with server time `s`, received at local `c1`. */
  add(c0: number, s: number, c1: number) {
    const rtt = c1 - c0;
    if (!(rtt >= 0) || !Number.isFinite(s)) return;
    this.samples = [...this.samples.slice(1 - CLOCK_WINDOW), { offset: s - (c0 + c1) / 2, rtt }];
  }

  get ready() {
    return this.samples.length >= CLOCK_READY;
  }

  /** Server time minus local time (ms), or null before the first sample. */
  get offset(): number | null {
    if (this.samples.length === 0) return null;
    const best = [...this.samples].sort((a, b) => a.rtt - b.rtt).slice(0, CLOCK_BEST);
    return best.reduce((sum, sample) => sum + sample.offset, 0) / best.length;
  }

  /** The shortest round trip seen (ms): the estimate's error is at most half of it. */
  get bestRtt(): number | null {
    return this.samples.length ? Math.min(...this.samples.map((s) => s.rtt)) : null;
  }

  reset() {
    this.samples = [];
  }
}
