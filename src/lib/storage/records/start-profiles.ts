import { ensureProfiles, sweepDeletedProfiles, watchProfiles } from './profiles';

let started = false;

/**
 * Once per page, after its first screen: the browser's first profile exists (today's data is
 * its data), keys a deleted profile left behind go, and a deletion of this page's profile in
 * another tab is noticed at once (its lists stop writing, the reader is told).
 */
export function startProfiles() {
  if (started) return;
  started = true;
  ensureProfiles();
  sweepDeletedProfiles();
  watchProfiles();
}
