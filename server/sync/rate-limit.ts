/**
 * Token buckets by key (a space, an address), in this process: `ratePerS` a second up to
 * `burst`. Full buckets are dropped when the map grows, so idle keys cost nothing.
 */
export class KeyedLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly ratePerS: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 20_000,
  ) {}

  /** Takes a token: 0 when granted, else the ms until one is due. */
  take(key: string): number {
    const at = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((at - bucket.at) * this.ratePerS) / 1000);
    bucket.at = at;
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= this.maxKeys) this.prune(at);
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) * 1000) / this.ratePerS);
  }

  private prune(at: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((at - bucket.at) * this.ratePerS) / 1000 >= this.burst) {
        this.buckets.delete(key);
      }
    }
  }

  get size() {
    return this.buckets.size;
  }
}
