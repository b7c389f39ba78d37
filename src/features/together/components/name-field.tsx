import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { NAME_MAX } from '@shared/together/limits';
import styles from './together.module.css';

/** "Your name" in a room: the label and its field, as starting and joining a room both ask it. */
export function NameField({
  value,
  onChange,
  takesFocus = false,
}: {
  value: string;
  onChange: (name: string) => void;
  takesFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {t('together.name.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={NAME_MAX}
        autoComplete="nickname"
        required
        data-autofocus={takesFocus || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
