import { useState } from 'react';
import { Lock, Plus } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { MAX_PROFILES } from '@/lib/storage/records/profiles';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { openProfile } from '../device-choice';
import { isKids, useProfiles, type AppProfile } from '../profile-model';
import { pinToAsk } from '../start-decision';
import { AddProfileDialog } from './add-profile-dialog';
import { limitText } from './problem-text';
import { PinDialog } from './pin-dialog';
import { ProfileAvatar } from './profile-avatar';
import { useProfileName } from './profile-name';
import styles from './profiles.module.css';

/**
 * "Who's watching?": every profile as a large button, and "Add profile" below six. Choosing one
 * asks a PIN where one guards it (start-decision.ts) and opens it; `open` says whether the page
 * is already in this device's profile (the app's page) or not yet (the start of a visit).
 * `onStay` runs when the choice is the profile the page already reads (no reload needed).
 */
export function ProfilePicker({ open, onStay }: { open: boolean; onStay: () => void }) {
  const t = useT();
  const name = useProfileName();
  const profiles = useProfiles();
  const active = activeProfileId();
  const from = profiles.find((p) => p.id === active);
  const [asking, setAsking] = useState<{ target: AppProfile; owner: AppProfile } | null>(null);
  const [adding, setAdding] = useState(false);

  const go = (target: AppProfile) => {
    if (!openProfile(target.id, active)) onStay();
  };
  const choose = (target: AppProfile) => {
    const owner = pinToAsk(target, from, open);
    if (owner) setAsking({ target, owner });
    else go(target);
  };

  return (
    <div className={styles.picker}>
      <ul className={styles.grid} aria-label={t('profiles.list')}>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              className={styles.choice}
              aria-current={open && profile.id === active ? 'true' : undefined}
              onClick={() => choose(profile)}
            >
              <ProfileAvatar id={profile.id} name={name(profile)} />
              <span className={styles.name}>{name(profile)}</span>
              {isKids(profile) ? (
                <span className={styles.badge}>{t('profiles.kids.badge')}</span>
              ) : null}
              {pinToAsk(profile, from, open) ? (
                <Lock className={styles.lock} size={16} aria-label={t('profiles.pin.guarded')} />
              ) : null}
            </button>
          </li>
        ))}
        {profiles.length < MAX_PROFILES ? (
          <li>
            <button type="button" className={styles.choice} onClick={() => setAdding(true)}>
              <span className={styles.addTile} aria-hidden="true">
                <Plus size={40} />
              </span>
              <span className={styles.name}>{t('profiles.add')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      {profiles.length >= MAX_PROFILES ? (
        <p className={styles.hint}>{limitText(t, profiles.length)}</p>
      ) : null}
      {adding ? <AddProfileDialog onClose={() => setAdding(false)} /> : null}
      {asking ? (
        <PinDialog
          profile={asking.owner}
          onCancel={() => setAsking(null)}
          onUnlocked={() => {
            const { target } = asking;
            setAsking(null);
            go(target);
          }}
        />
      ) : null}
    </div>
  );
}
