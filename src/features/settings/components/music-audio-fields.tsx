import { useT } from '@/lib/i18n';
import { SLIDER_RANGES } from '@/lib/settings';
import { Equaliser } from '@/components/equaliser';
import { SliderField, SwitchField } from './fields';
import styles from './settings-page.module.css';

/** How the music sounds: crossfade, loudness levelling and the equaliser (music-player engine). */
export function MusicAudioFields() {
  const t = useT();
  return (
    <>
      <SliderField
        name="crossfadeSeconds"
        label={t('settings.crossfade.label')}
        valueText={(value) => t('settings.crossfade.value', { value })}
        description={t('settings.crossfade.description')}
        {...SLIDER_RANGES.crossfadeSeconds}
      />
      <SwitchField
        name="loudnessLevelling"
        label={t('settings.loudnessLevelling.label')}
        description={t('settings.loudnessLevelling.description')}
      />
      <section className={styles.field} aria-labelledby="settings-equaliser">
        <div className={styles.fieldText}>
          <h4 id="settings-equaliser" className={styles.fieldHeading}>
            {t('settings.equaliser.title')}
          </h4>
          <p className={styles.description}>{t('settings.equaliser.description')}</p>
        </div>
        <div className={styles.equaliser}>
          <Equaliser />
        </div>
      </section>
    </>
  );
}
