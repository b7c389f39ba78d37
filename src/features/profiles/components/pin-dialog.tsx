import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { buttonClass } from '@/components/button';
import { useT } from '@/lib/i18n';
import { verifyPin } from '../pin';
import { recordRightPin, recordWrongPin, waitLeft } from '../pin-delay';
import type { AppProfile } from '../profile-model';
import { useProfileName } from './profile-name';
import styles from './profiles.module.css';

/** Milliseconds left until `profile`'s PIN may be tried, ticking each second. */
function useWait(profile: string): [number, () => void] {
  const [left, setLeft] = useState(() => waitLeft(profile));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(waitLeft(profile)), 1000);
    return () => clearInterval(timer);
  }, [profile, left]);
  return [left, () => setLeft(waitLeft(profile))];
}

function WaitText({ left }: { left: number }) {
  const t = useT();
  const seconds = Math.ceil(left / 1000);
  return seconds >= 60
    ? t('profiles.pin.waitMinutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })
    : t('profiles.pin.waitSeconds', { seconds });
}

/**
 * Asks `profile`'s PIN. Wrong PINs slow down (pin-delay.ts): the wait is written out with a
 * countdown and the form refuses until it is over, on this page and after a reload.
 */
export function PinDialog({
  profile,
  title,
  onUnlocked,
  onCancel,
}: {
  profile: AppProfile;
  title: string;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const name = useProfileName();
  const inputId = useId();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [left, recheck] = useWait(profile.id);
  const waiting = left > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (waiting || checking || !profile.pin) return;
    setChecking(true);
    const right = await verifyPin(pin, profile.pin);
    setChecking(false);
    if (right) {
      recordRightPin(profile.id);
      onUnlocked();
      return;
    }
    recordWrongPin(profile.id);
    setWrong(true);
    setPin('');
    recheck();
  }

  return (
    <Dialog
      title={title}
      description={t('profiles.pin.prompt', { name: name(profile) })}
      onClose={onCancel}
    >
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {t('profiles.pin.label')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4,6}"
          maxLength={6}
          value={pin}
          data-autofocus
          disabled={waiting || checking}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
        {wrong ? (
          <p role="alert" className={styles.error}>
            {t('profiles.pin.wrong')}
          </p>
        ) : null}
        {waiting ? (
          <p className={styles.wait} data-testid="pin-wait">
            <WaitText left={left} />
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} onClick={() => setForgot(!forgot)}>
            {t('profiles.pin.forgot')}
          </button>
          <button type="button" className={buttonClass()} onClick={onCancel}>
            {t('profiles.cancel')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={waiting || checking || pin.length < 4}
          >
            {checking ? t('profiles.pin.checking') : t('profiles.pin.unlock')}
          </button>
        </div>
        {forgot ? <p className={styles.hint}>{t('profiles.pin.forgotHelp')}</p> : null}
      </form>
    </Dialog>
  );
}
