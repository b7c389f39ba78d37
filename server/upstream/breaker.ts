/**
 * A circuit breaker for one upstream. After `threshold` failed calls in a row it opens: calls
 * fail fast for `cooldownMs` instead of queueing behind a dead upstream. Then one probe call is
 * let through (half-open); its success closes the circuit, its failure opens it again. An
 * upstream's own `Retry-After` opens it for that long, so it is honoured by every request.
 */
export interface BreakerOptions {
  threshold?: number;
  cooldownMs?: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;
  private readonly threshold: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;

  constructor({ threshold = 5, cooldownMs = 10_000, now = Date.now }: BreakerOptions = {}) {
    this.threshold = threshold;
    this.cooldownMs = cooldownMs;
    this.now = now;
  }

  /** Ms until a call may go out, or 0 when it may go now (then the caller must report back). */
  blockedForMs(): number {
    const left = this.openUntil - this.now();
    if (left > 0) return left;
    if (this.openUntil === 0) return 0;
    // Cool-down over: one probe at a time.
    if (this.probing) return 1000;
    this.probing = true;
    return 0;
  }

  succeeded() {
    this.failures = 0;
    this.openUntil = 0;
    this.probing = false;
  }

  /** The call that was let through did not go out after all (e.g. the limiter stopped it). */
  release() {
    this.probing = false;
  }

  failed(retryAfterMs: number | null = null) {
    this.failures += 1;
    const wasProbe = this.probing;
    this.probing = false;
    if (retryAfterMs !== null && retryAfterMs > 0) {
      this.openUntil = Math.max(this.openUntil, this.now() + retryAfterMs);
    } else if (wasProbe || this.failures >= this.threshold) {
      this.openUntil = this.now() + this.cooldownMs;
    }
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openUntil === 0) return 'closed';
    return this.openUntil > this.now() ? 'open' : 'half-open';
  }
}
