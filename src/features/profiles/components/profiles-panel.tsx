import { useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { switchClass } from '@/components/switch';
import { useT } from '@/lib/i18n';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { MAX_PROFILES, ensureProfiles, setActiveProfile } from '@/lib/storage/records/profiles';
import { alwaysAsks, rememberedProfile, setAlwaysAsk } from '../device-choice';
import { ceilingOf, hasPin, isKids, useProfiles, type AppProfile } from '../profile-model';
import { AddProfileDialog } from './add-profile-dialog';
import { limitText } from './problem-text';
import { PinDialog } from './pin-dialog';
import { ProfileAvatar } from './profile-avatar';
import { ProfileEditor } from './profile-editor';
import { useProfileName } from './profile-name';
import styles from './profiles.module.css';

/**
 * Settings → Profiles: every profile with its settings, "Add profile", and this device's
 * "Always ask who's watching". In a kids profile with a PIN, the whole section waits for that
 * PIN; a profile with a PIN of its own asks it before its settings open.
 */
export function ProfilesPanel() {
  const t = useT();
  const shown = useProfileName();
  const askId = useId();
  useState(() => {
    // The registry starts here; the device's choice is written beside it (start-check.ts).
    ensureProfiles();
    if (rememberedProfile() === null) setActiveProfile(activeProfileId());
  });
  const profiles = useProfiles();
  const active = profiles.find((p) => p.id === activeProfileId());
  const locked = isKids(active) && hasPin(active);
  const [unlocked, setUnlocked] = useState(false);
  const [ask, setAsk] = useState(alwaysAsks);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AppProfile | null>(null);
  const [pinFor, setPinFor] = useState<{ owner: AppProfile; then: () => void } | null>(null);

  const guarded = (owner: AppProfile | undefined, then: () => void) =>
    owner ? setPinFor({ owner, then }) : then();
  const open = (profile: AppProfile) =>
    guarded(hasPin(profile) && !(unlocked && profile.id === active?.id) ? profile : undefined, () =>
      setEditing(profile),
    );

  // The PIN asked before a guarded change, on the locked panel and the open one alike.
  const pinDialog = pinFor ? (
    <PinDialog
      profile={pinFor.owner}
      onCancel={() => setPinFor(null)}
      onUnlocked={() => {
        setPinFor(null);
        pinFor.then();
      }}
    />
  ) : null;

  if (locked && !unlocked)
    return (
      <>
        <p className={styles.hint}>{t('profiles.panel.locked')}</p>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => guarded(active, () => setUnlocked(true))}
        >
          {t('profiles.pin.unlock')}
        </button>
        {pinDialog}
      </>
    );

  return (
    <>
      <div className={styles.row}>
        <label htmlFor={askId} className={styles.rowText}>
          <span className={styles.label}>{t('profiles.ask.label')}</span>
          <span className={styles.rowMeta}>{t('profiles.ask.description')}</span>
        </label>
        <input
          id={askId}
          type="checkbox"
          role="switch"
          className={switchClass}
          checked={ask}
          onChange={(e) => {
            setAlwaysAsk(e.target.checked);
            setAsk(e.target.checked);
          }}
        />
      </div>
      <h3>{t('profiles.panel.heading', { count: profiles.length, max: MAX_PROFILES })}</h3>
      <ul className={styles.rows}>
        {profiles.map((profile) => (
          <li key={profile.id} className={styles.row}>
            <ProfileAvatar id={profile.id} name={shown(profile)} size={40} />
            <span className={styles.rowText}>
              <span className={styles.name}>{shown(profile)}</span>
              <span className={styles.rowMeta}>
                {[
                  profile.id === active?.id ? t('profiles.panel.inUse') : null,
                  isKids(profile)
                    ? t('profiles.panel.kids', { ceiling: ceilingOf(profile).replace(':', ' ') })
                    : null,
                  hasPin(profile) ? t('profiles.panel.pin') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={t('profiles.edit.label', { name: shown(profile) })}
              onClick={() => open(profile)}
            >
              {t('profiles.edit.button')}
            </button>
          </li>
        ))}
      </ul>
      {profiles.length < MAX_PROFILES ? (
        <button type="button" className={buttonClass()} onClick={() => setAdding(true)}>
          {t('profiles.add')}
        </button>
      ) : (
        <p className={styles.hint}>{limitText(t, profiles.length)}</p>
      )}
      {adding ? <AddProfileDialog onClose={() => setAdding(false)} /> : null}
      {editing ? (
        <ProfileEditor
          profile={profiles.find((p) => p.id === editing.id) ?? editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {pinDialog}
    </>
  );
}
