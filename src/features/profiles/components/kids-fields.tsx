import { useId } from 'react';
import { useLocale, useT } from '@/lib/i18n';
import { ceilingChoices } from '@shared/content-ratings/ceiling';
import { RATING_COUNTRIES, type RatingCountry } from '@shared/content-ratings/systems';
import styles from './profiles.module.css';

export interface KidsDraft {
  kids: boolean;
  ceiling: string;
  allowUnrated: boolean;
}

/**
 * A kids profile's fields: the mark, its ceiling (a country's certification, offered from that
 * country's film scale only, as the content restrictions expect) and whether titles with no
 * known rating show (off unless chosen).
 */
export function KidsFields({
  draft,
  onChange,
}: {
  draft: KidsDraft;
  onChange: (next: KidsDraft) => void;
}) {
  const t = useT();
  const regions = new Intl.DisplayNames([useLocale()], { type: 'region' });
  const countryId = useId();
  const maxId = useId();
  const [country, max] = draft.ceiling.split(':') as [RatingCountry, string];
  const choices = ceilingChoices(country);
  return (
    <fieldset className={styles.form}>
      <legend className={styles.label}>{t('profiles.kids.legend')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.kids}
          onChange={(e) => onChange({ ...draft, kids: e.target.checked })}
        />
        {t('profiles.kids.label')}
      </label>
      {draft.kids ? (
        <>
          <label htmlFor={countryId}>{t('profiles.ceiling.country')}</label>
          <select
            id={countryId}
            className={styles.select}
            value={country}
            onChange={(e) => {
              const next = e.target.value as RatingCountry;
              onChange({
                ...draft,
                ceiling: `${next}:${ceilingChoices(next)[1] ?? ceilingChoices(next)[0]}`,
              });
            }}
          >
            {RATING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {regions.of(code) ?? code}
              </option>
            ))}
          </select>
          <label htmlFor={maxId}>{t('profiles.ceiling.max')}</label>
          <select
            id={maxId}
            className={styles.select}
            value={choices.includes(max) ? max : choices[0]}
            onChange={(e) => onChange({ ...draft, ceiling: `${country}:${e.target.value}` })}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.allowUnrated}
              onChange={(e) => onChange({ ...draft, allowUnrated: e.target.checked })}
            />
            {t('profiles.kids.allowUnrated')}
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
