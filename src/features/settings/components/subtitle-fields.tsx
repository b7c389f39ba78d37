import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { useSetting, useSettingsStore } from '@/lib/settings';
import { SelectField, SwitchField, optionsOf, useSizeNames } from './fields';
import styles from './settings-page.module.css';

/**
 * Subtitles with their size and colour. They travel in the embed address of the servers that
 * read them there (the watch feature's `subtitleParams`; README), so size and colour only
 * matter, and can only be changed, while subtitles are on.
 */
export function SubtitleFields() {
  const t = useT();
  const on = useSetting('subtitles');
  const color = useSetting('subtitleColor');
  const colorId = useId();
  return (
    <>
      <SwitchField
        name="subtitles"
        label={t('settings.subtitles.label')}
        description={t('settings.subtitles.description')}
      />
      <SelectField
        name="subtitleSize"
        label={t('settings.subtitleSize.label')}
        options={optionsOf(['small', 'medium', 'large'] as const, useSizeNames())}
        disabled={!on}
      />
      <div className={styles.field}>
        <div className={styles.fieldText}>
          <label className={styles.label} htmlFor={colorId}>
            {t('settings.subtitleColor.label')}
          </label>
        </div>
        <div className={styles.control}>
          <input
            id={colorId}
            type="color"
            className={styles.color}
            value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#ffffff'}
            disabled={!on}
            onChange={(e) =>
              useSettingsStore.getState().actions.update({ subtitleColor: e.target.value })
            }
          />
        </div>
      </div>
    </>
  );
}
