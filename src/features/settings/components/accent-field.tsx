import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { BUILT_IN_ACCENT, useSetting, useSettingsStore } from '@/lib/settings';
import styles from './settings-page.module.css';

export function AccentField() {
  const t = useT();
  const id = useId();
  const accent = useSetting('accentColor');
  const update = useSettingsStore.getState().actions.update;
  return (
    <div className={styles.field}>
      <div className={styles.fieldText}>
        <label className={styles.label} htmlFor={id}>
          {t('settings.accentColor.label')}
        </label>
        <p className={styles.description}>{t('settings.accentColor.description')}</p>
      </div>
      <div className={styles.control}>
        <input
          id={id}
          type="color"
          className={styles.color}
          value={accent}
          onChange={(e) => update({ accentColor: e.target.value })}
        />
        {accent.toLowerCase() !== BUILT_IN_ACCENT ? (
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => update({ accentColor: BUILT_IN_ACCENT })}
          >
            {t('settings.accentColor.useDefault')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
