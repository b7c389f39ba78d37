import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { PIN_PATTERN } from '@/lib/pin/pin';
import styles from './profiles.module.css';

export type PinDraft = { change: 'keep' | 'remove' | 'set'; pin: string; again: string };

export const pinDraftError = (draft: PinDraft): 'format' | 'mismatch' | null => {
  if (draft.change !== 'set') return null;
  if (!PIN_PATTERN.test(draft.pin)) return 'format';
  return draft.pin === draft.again ? null : 'mismatch';
};

function PinInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <input
      id={id}
      className={styles.input}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Setting, changing or removing a profile's PIN (4–6 digits, typed twice). */
export function PinFields({
  hasPin,
  draft,
  onChange,
}: {
  hasPin: boolean;
  draft: PinDraft;
  onChange: (next: PinDraft) => void;
}) {
  const t = useT();
  const pinId = useId();
  const againId = useId();
  const digits = (value: string) => value.replace(/\D/g, '');
  return (
    <fieldset className={styles.form}>
      <legend className={styles.label}>{t('profiles.pin.legend')}</legend>
      <p className={styles.hint}>{t('profiles.pin.explain')}</p>
      {draft.change === 'set' ? (
        <>
          <label htmlFor={pinId}>{t('profiles.pin.new')}</label>
          <PinInput
            id={pinId}
            value={draft.pin}
            onChange={(pin) => onChange({ ...draft, pin: digits(pin) })}
          />
          <label htmlFor={againId}>{t('profiles.pin.again')}</label>
          <PinInput
            id={againId}
            value={draft.again}
            onChange={(again) => onChange({ ...draft, again: digits(again) })}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        {draft.change === 'keep' ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange({ ...draft, change: 'set' })}
          >
            {hasPin ? t('profiles.pin.change') : t('profiles.pin.set')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange({ change: 'keep', pin: '', again: '' })}
          >
            {t('profiles.pin.keep')}
          </button>
        )}
        {hasPin && draft.change === 'keep' ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange({ ...draft, change: 'remove' })}
          >
            {t('profiles.pin.remove')}
          </button>
        ) : null}
      </div>
      {draft.change === 'remove' ? (
        <p className={styles.hint}>{t('profiles.pin.removing')}</p>
      ) : null}
    </fieldset>
  );
}
