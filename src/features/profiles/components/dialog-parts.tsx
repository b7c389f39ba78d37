import type { ReactNode, Ref } from 'react';
import { buttonClass } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useT } from '@/lib/i18n';
import styles from './profiles.module.css';

/** As long as a profile's name may be. */
export const NAME_MAX = 30;

interface NameFieldProps {
  value: string;
  onChange: (name: string) => void;
  placeholder?: string;
  firstField?: boolean;
}

/** A profile's name, as "Add profile" and the editor ask it. */
export function NameField({ value, onChange, placeholder, firstField }: NameFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('profiles.name.label')}
      labelClassName={styles.label}
      className={styles.input}
      value={value}
      onValueChange={onChange}
      maxLength={NAME_MAX}
      placeholder={placeholder}
      autoComplete="off"
      takesFocus={firstField}
    />
  );
}

interface ActionsProps {
  /** Why the last attempt did nothing, said aloud above the buttons. */
  error: string | null;
  onCancel: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
  /** What comes before Cancel (the editor's Delete). */
  before?: ReactNode;
  /** The dialog's own action, after Cancel. */
  children: ReactNode;
}

/** The end of a profile dialog: what went wrong, then Cancel and the dialog's action. */
export function DialogActions({ error, onCancel, cancelRef, before, children }: ActionsProps) {
  const t = useT();
  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {before}
        <button ref={cancelRef} type="button" className={buttonClass()} onClick={onCancel}>
          {t('profiles.cancel')}
        </button>
        {children}
      </div>
    </>
  );
}
