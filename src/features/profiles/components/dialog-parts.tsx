import { useId, type ReactNode, type Ref } from 'react';
import { buttonClass } from '@/components/button';
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
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {t('profiles.name.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={NAME_MAX}
        placeholder={placeholder}
        autoComplete="off"
        data-autofocus={firstField || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
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
