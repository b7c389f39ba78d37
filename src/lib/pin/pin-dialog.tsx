import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { buttonClass } from '@/components/button';
import { useT } from '@/lib/i18n';
import { verifyPin, type PinHash } from './pin';
import { recordRightPin, recordWrongPin, waitLeft } from './pin-delay';
import styles from './pin-dialog.module.css';

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
    ? t('pin.waitMinutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })
    : t('pin.waitSeconds', { seconds });
}

export interface PinOwner {
  id: string;
  /** The profile's name as shown (the first profile's "Me" already filled in). */
  name: string;
  pin: PinHash;
}

/**
 * Asks a profile's PIN (the profile screens, and a backup that reads or writes another
 * profile). Wrong PINs slow down (pin-delay.ts): the wait is written out with a countdown and
 * the form refuses until it is over, on this page and after a reload.
 */
export function PinDialog({
  owner,
  onUnlocked,
  onCancel,
}: {
  owner: PinOwner;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [left, recheck] = useWait(owner.id);
  const waiting = left > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (waiting || checking) return;
    setChecking(true);
    const right = await verifyPin(pin, owner.pin);
    setChecking(false);
    if (right) {
      recordRightPin(owner.id);
      onUnlocked();
      return;
    }
    recordWrongPin(owner.id);
    setWrong(true);
    setPin('');
    recheck();
  }

  return (
    <Dialog
      title={t('pin.title')}
      description={t('pin.prompt', { name: owner.name })}
      onClose={onCancel}
    >
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {t('pin.label')}
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
            {t('pin.wrong')}
          </p>
        ) : null}
        {waiting ? (
          <p className={styles.wait} data-testid="pin-wait">
            <WaitText left={left} />
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} onClick={() => setForgot(!forgot)}>
            {t('pin.forgot')}
          </button>
          <button type="button" className={buttonClass()} onClick={onCancel}>
            {t('pin.cancel')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={waiting || checking || pin.length < 4}
          >
            {checking ? t('pin.checking') : t('pin.unlock')}
          </button>
        </div>
        {forgot ? <p className={styles.hint}>{t('pin.forgotHelp')}</p> : null}
      </form>
    </Dialog>
  );
}
