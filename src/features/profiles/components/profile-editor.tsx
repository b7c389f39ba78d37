import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { buttonClass } from '@/components/button';
import { setContentRestrictions } from '@/lib/content-restrictions';
import { useT } from '@/lib/i18n';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { updateProfile } from '@/lib/storage/records/profiles';
import { hashPin } from '@/lib/pin/pin';
import { ceilingOf, hasPin, isKids, restrictionsOf, type AppProfile } from '../profile-model';
import { DeleteProfile } from './delete-profile';
import { KidsFields, type KidsDraft } from './kids-fields';
import { PinFields, pinDraftError, type PinDraft } from './pin-fields';
import { DialogActions, NameField } from './dialog-parts';
import { problemText } from './problem-text';
import { useProfileName } from './profile-name';
import styles from './profiles.module.css';

/**
 * A profile's settings: its name, kids mark and ceiling, and PIN; and deleting it. Saved as one
 * change of its record; the page's own profile applies its new restrictions at once.
 */
export function ProfileEditor({ profile, onClose }: { profile: AppProfile; onClose: () => void }) {
  const t = useT();
  const shown = useProfileName();
  const [name, setName] = useState(profile.name);
  const [kids, setKids] = useState<KidsDraft>({
    kids: isKids(profile),
    ceiling: ceilingOf(profile),
    allowUnrated: profile.allowUnrated === true,
  });
  const [pin, setPin] = useState<PinDraft>({ change: 'keep', pin: '', again: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const pinError = pinDraftError(pin);
    if (pinError)
      return setError(
        pinError === 'format' ? t('profiles.pin.format') : t('profiles.pin.mismatch'),
      );
    setSaving(true);
    const patch: Partial<AppProfile> = {
      name: name.trim() || profile.name,
      kids: kids.kids,
      ceiling: kids.ceiling,
      allowUnrated: kids.allowUnrated,
    };
    if (pin.change === 'set') patch.pin = await hashPin(pin.pin);
    // Stored as JSON, a field set to undefined is no field: the PIN is gone.
    if (pin.change === 'remove') patch.pin = undefined;
    const next = { ...profile, ...patch };
    const result = updateProfile(profile.id, patch);
    setSaving(false);
    if (!result.ok) return setError(problemText(t, result.reason));
    if (profile.id === activeProfileId()) setContentRestrictions(restrictionsOf(next));
    onClose();
  }

  return (
    <Dialog
      title={t('profiles.edit.title', { name: shown(profile) })}
      onClose={onClose}
      className={styles.editor}
    >
      <form onSubmit={save} className={styles.form} noValidate>
        <NameField value={name} onChange={setName} placeholder={shown(profile)} />
        <KidsFields draft={kids} onChange={setKids} />
        <PinFields hasPin={hasPin(profile)} draft={pin} onChange={setPin} />
        <DialogActions
          error={error}
          onCancel={onClose}
          before={<DeleteProfile profile={profile} onDeleted={onClose} />}
        >
          <button type="submit" className={buttonClass('primary')} disabled={saving}>
            {t('profiles.save')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
