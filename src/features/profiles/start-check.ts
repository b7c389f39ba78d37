import { readLocal } from '@/lib/storage/backend';
import { activeProfileId } from '@/lib/storage/records/namespace';

/**
 * Part of the first paint, so kept to a few bytes: whether this visit needs the profile start
 * (src/app/startup/profile-start.ts, loaded only then): more than one profile, a page whose
 * profile is not a live one, or a profile with a kids ceiling or a PIN. Read from the registry's
 * text (`reelbeat_profiles`: `{"v":1,"data":{"<id>":{…,"createdAt":…}},"meta":…}`) without
 * parsing it: only a live profile's value has `"createdAt"`, only a value opens with `":{`, and
 * a name cannot hold a bare quote. The page's profile is `activeProfileId()`'s (the tab's
 * choice, else the device's); a device that has chosen none reads the first (`main`), as the page
 * does: the start-up makes the registry without a choice, and reading that as a profile gone
 * loaded this start on every single-profile browser's second visit. A browser with
 * one plain profile (every browser until a second profile is added) loads nothing more.
 */
export function needsProfileStart(): boolean {
  const raw = readLocal('reelbeat_profiles');
  return (
    !!raw &&
    (/"createdAt"[^]*"createdAt"|"(kids|pin)":/.test(raw) ||
      !raw.includes(`"${activeProfileId()}":{`))
  );
}
