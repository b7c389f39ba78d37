import { useId, useState } from 'react';
import { formatNumber, useT } from '@/lib/i18n';
import type { FileProfile } from '../model/backup-file';
import { useBackupProfiles } from './backup-profiles';
import { TargetSelect } from './target-select';
import styles from './your-data.module.css';

interface Props {
  profiles: FileProfile[];
  onNew: () => void;
  onInto: (source: number, target: string) => void;
  onCancel: () => void;
}

/** A file with several profiles: as new profiles of this browser, or one of them into one here. */
export function FileProfilesStep({ profiles, onNew, onInto, onCancel }: Props) {
  const t = useT();
  const sourceId = useId();
  const { active, kids, nameOf } = useBackupProfiles();
  const [how, setHow] = useState<'new' | 'into'>(kids ? 'into' : 'new');
  const [source, setSource] = useState(0);
  const [target, setTarget] = useState(active);
  const title = t('backup.profiles.title', { count: formatNumber(profiles.length) });
  return (
    <div role="region" aria-label={title}>
      <h3>{title}</h3>
      <fieldset className={styles.modes}>
        <legend className={styles.note}>{t('backup.mode.legend')}</legend>
        {kids ? null : (
          <label>
            <input
              type="radio"
              name="import-profiles"
              checked={how === 'new'}
              onChange={() => setHow('new')}
            />{' '}
            {t('backup.profiles.asNew')}
          </label>
        )}
        <label>
          <input
            type="radio"
            name="import-profiles"
            checked={how === 'into'}
            onChange={() => setHow('into')}
          />{' '}
          {t('backup.profiles.into')}
        </label>
      </fieldset>
      {how === 'into' ? (
        <>
          <p className={styles.field}>
            <label htmlFor={sourceId}>{t('backup.profiles.source')}</label>
            <select
              id={sourceId}
              value={source}
              onChange={(e) => setSource(Number(e.target.value))}
            >
              {profiles.map((p, i) => (
                <option key={i} value={i}>
                  {nameOf(p.info?.name)}
                </option>
              ))}
            </select>
          </p>
          <TargetSelect value={target} onChange={setTarget} />
        </>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => (how === 'new' ? onNew() : onInto(source, target))}
        >
          {t('backup.profiles.continue')}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('backup.cancel')}
        </button>
      </div>
    </div>
  );
}
