import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { useBackupProfiles } from './backup-profiles';
import styles from './your-data.module.css';

interface Props {
  value: string;
  onChange: (profile: string) => void;
}

/** Which profile of this browser an import goes into (this page's, unless another is chosen). */
export function TargetSelect({ value, onChange }: Props) {
  const t = useT();
  const id = useId();
  const { profiles, active, nameOf } = useBackupProfiles();
  if (profiles.length < 2) return null;
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{t('backup.target.label')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.id === active
              ? t('backup.target.current', { name: nameOf(p.name) })
              : nameOf(p.name)}
          </option>
        ))}
      </select>
    </p>
  );
}
