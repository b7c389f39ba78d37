import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n';
import { openLocal } from '@/lib/storage/records/open-local';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { listProfiles, profilesSpec, type Profile } from '@/lib/storage/records/profiles';

let snapshot: Profile[] | null = null;
const subscribe = (listener: () => void) =>
  openLocal(profilesSpec, null).subscribe(() => {
    snapshot = null;
    listener();
  });
const read = () => (snapshot ??= listProfiles());

/**
 * The browser's profiles as the backup offers them. A kids profile is offered only itself: its
 * backup neither reads nor writes the other profiles, nor makes new ones.
 */
export function useBackupProfiles() {
  const t = useT();
  const profiles = useSyncExternalStore(subscribe, read, read);
  const active = activeProfileId();
  const kids = profiles.find((p) => p.id === active)?.kids === true;
  /** The first profile, made from the data kept before profiles, has no name stored. */
  const nameOf = (name: string | undefined) => name?.trim() || t('backup.profile.first');
  return {
    profiles: kids ? profiles.filter((p) => p.id === active) : profiles,
    active,
    kids,
    nameOf,
  };
}
