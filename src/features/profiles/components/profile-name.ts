import { useT } from '@/lib/i18n';
import type { AppProfile } from '../profile-model';

/** A profile's name as shown: the first profile, made from the data kept before profiles, has none stored. */
export function useProfileName() {
  const t = useT();
  return (profile: Pick<AppProfile, 'name'>) => profile.name.trim() || t('profiles.firstName');
}
