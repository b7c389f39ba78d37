import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/button';
import { EQ_FREQUENCIES, EQ_GAIN_LIMIT_DB, type EqPreset } from '@/lib/audio/eq-settings';
import { formatNumber, msg, useT } from '@/lib/i18n';
import {
  EQ_STEP_DB,
  choosePreset,
  moveBand,
  resetEq,
  setPreamp,
  type EqFields,
} from './equaliser-model';
import { EQ_PRESET_NAMES, useSettingsStore } from '@/lib/settings';
import styles from './equaliser.module.css';

const PRESET_LABELS: Record<EqPreset | 'custom', string> = {
  flat: msg('equaliser.preset.flat'),
  bassBoost: msg('equaliser.preset.bassBoost'),
  vocal: msg('equaliser.preset.vocal'),
  treble: msg('equaliser.preset.treble'),
  loudness: msg('equaliser.preset.loudness'),
  custom: msg('equaliser.preset.custom'),
};

/** Gains read with their sign (+3, −2, 0), as an equaliser's scale is marked. */
const SIGNED: Intl.NumberFormatOptions = { signDisplay: 'exceptZero' };

const useEqFields = () =>
  useSettingsStore(
    useShallow(({ settings: s }) => ({
      eqPreset: s.eqPreset,
      eqBands: s.eqBands,
      eqPreampDb: s.eqPreampDb,
    })),
  );
const save = (fields: EqFields) => useSettingsStore.getState().actions.update(fields);

/**
 * The equaliser: a preset, a preamp and ten bands (31 Hz – 16 kHz). It writes Settings; the
 * music engine follows them. Shown in Settings → Player and in Now Playing (the same panel).
 */
export default function EqualiserPanel() {
  const t = useT();
  const id = useId();
  const eq = useEqFields();
  const dB = (value: number) => t('equaliser.gain', { value: formatNumber(value, SIGNED) });
  const hz = (frequency: number) =>
    frequency >= 1000
      ? t('equaliser.kilohertz', { value: formatNumber(frequency / 1000) })
      : t('equaliser.hertz', { value: formatNumber(frequency) });
  const range = { min: -EQ_GAIN_LIMIT_DB, max: EQ_GAIN_LIMIT_DB, step: EQ_STEP_DB };

  return (
    <div className={styles.equaliser}>
      <div className={styles.top}>
        <div className={styles.pair}>
          <label htmlFor={`${id}-preset`}>{t('equaliser.preset.label')}</label>
          <select
            id={`${id}-preset`}
            className={styles.select}
            value={eq.eqPreset}
            onChange={(e) => save(choosePreset(e.target.value as EqPreset | 'custom', eq))}
          >
            {EQ_PRESET_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(PRESET_LABELS[name])}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" onClick={() => save(resetEq())}>
          {t('equaliser.reset')}
        </Button>
      </div>
      <div className={styles.preamp}>
        <label htmlFor={`${id}-preamp`}>{t('equaliser.preamp')}</label>
        <input
          id={`${id}-preamp`}
          type="range"
          {...range}
          value={eq.eqPreampDb}
          aria-valuetext={dB(eq.eqPreampDb)}
          onChange={(e) => save(setPreamp(eq, Number(e.target.value)))}
        />
        <output htmlFor={`${id}-preamp`} className={styles.value}>
          {dB(eq.eqPreampDb)}
        </output>
      </div>
      <fieldset className={styles.bands}>
        <legend className={styles.legend}>{t('equaliser.bands')}</legend>
        {EQ_FREQUENCIES.map((frequency, index) => {
          const gain = eq.eqBands[index] ?? 0;
          return (
            <div key={frequency} className={styles.band}>
              <output htmlFor={`${id}-band-${index}`} className={styles.bandValue}>
                {formatNumber(gain, SIGNED)}
              </output>
              <input
                id={`${id}-band-${index}`}
                type="range"
                className={styles.vertical}
                {...range}
                value={gain}
                aria-valuetext={dB(gain)}
                onChange={(e) => save(moveBand(eq, index, Number(e.target.value)))}
              />
              <label htmlFor={`${id}-band-${index}`} className={styles.frequency}>
                {hz(frequency)}
              </label>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
