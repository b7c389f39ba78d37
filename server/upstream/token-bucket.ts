/** An in-process token bucket: `ratePerS` tokens a second, bursts up to one second's worth. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerS: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = ratePerS;
    this.last = now();
  }

  /** Takes a token: 0 when granted, else the ms until one is due. */
  take(): number {
    const now = this.now();
    this.tokens = Math.min(this.ratePerS, this.tokens + ((now - this.last) * this.ratePerS) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) * 1000) / this.ratePerS);
  }
}
