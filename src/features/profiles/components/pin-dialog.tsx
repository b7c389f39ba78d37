import { PinDialog as AskPin } from '@/lib/pin/pin-dialog';
import type { AppProfile } from '../profile-model';
import { useProfileName } from './profile-name';

/** Asks `profile`'s PIN (src/lib/pin, shared with the backup); nothing when it has none. */
export function PinDialog({
  profile,
  onUnlocked,
  onCancel,
}: {
  profile: AppProfile;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const name = useProfileName();
  if (!profile.pin) return null;
  return (
    <AskPin
      owner={{ id: profile.id, name: name(profile), pin: profile.pin }}
      onUnlocked={onUnlocked}
      onCancel={onCancel}
    />
  );
}
