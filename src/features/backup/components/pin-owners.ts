import { isPinHash } from '@/lib/pin/pin';
import type { PinOwner } from '@/lib/pin/pin-dialog';
import type { Profile } from '@/lib/storage/records/profiles';

/**
 * The PINs a backup asks before it reads or writes profiles `ids`: those of the profiles other
 * than this page's that have one (this page's profile was opened with its PIN already), in the
 * order of `profiles`.
 */
export function pinOwners(
  profiles: readonly Profile[],
  active: string,
  ids: readonly string[],
  nameOf: (name: string | undefined) => string,
): PinOwner[] {
  const owners: PinOwner[] = [];
  for (const profile of profiles) {
    if (profile.id === active || !ids.includes(profile.id) || !isPinHash(profile.pin)) continue;
    owners.push({ id: profile.id, name: nameOf(profile.name), pin: profile.pin });
  }
  return owners;
}
