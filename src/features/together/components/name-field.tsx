import { TextField } from '@/components/text-field';
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
  return (
    <TextField
      label={t('together.name.label')}
      labelClassName={styles.label}
      className={styles.input}
      value={value}
      onValueChange={onChange}
      maxLength={NAME_MAX}
      autoComplete="nickname"
      required
      takesFocus={takesFocus}
    />
  );
}
