/**
 * Thrown by a matcher when a lookup could not be made in time because the catalogue service
 * (or Reelbeat's own rate limit for it) asked to come back later: no row is reported then,
 * the whole request is answered 503 with `Retry-After`, and the client sends it again.
 */
export class MatcherBusy extends Error {
  constructor(readonly retryAfterS: number) {
    super(`The catalogue service is busy; try again in ${retryAfterS} s`);
    this.name = 'MatcherBusy';
  }
}
