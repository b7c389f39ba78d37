import { LOCALE_NAMES, useLocale, useT } from '@/lib/i18n';
import { LANGUAGES, REGIONS } from '@/lib/settings';
import { SelectField, SwitchField, optionsOf } from './fields';

/**
 * Countries named in the interface language ("Vereinigtes Königreich" in German), by the
 * browser's own region names rather than a table of our own.
 */
export function regionNames(locale: string): Record<(typeof REGIONS)[number], string> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.fromEntries(REGIONS.map((code) => [code, names.of(code) ?? code])) as Record<
    (typeof REGIONS)[number],
    string
  >;
}

export function ContentPanel() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <SelectField
        name="language"
        label={t('settings.language.label')}
        // Each language in itself: a reader looks for the name of their own language.
        options={optionsOf(LANGUAGES, LOCALE_NAMES)}
        description={t('settings.language.description')}
      />
      <SelectField
        name="region"
        label={t('settings.region.label')}
        options={optionsOf(REGIONS, regionNames(locale || 'en'))}
      />
      <SwitchField
        name="adultContent"
        label={t('settings.adultContent.label')}
        description={t('settings.adultContent.description')}
      />
      <SelectField
        name="contentRating"
        label={t('settings.contentRating.label')}
        options={optionsOf(['all', 'g', 'pg', 'pg13', 'r'] as const, {
          all: t('settings.contentRating.all'),
          g: t('settings.contentRating.g'),
          pg: t('settings.contentRating.pg'),
          pg13: t('settings.contentRating.pg13'),
          r: t('settings.contentRating.r'),
        })}
        description={t('settings.contentRating.description')}
      />
      <SwitchField
        name="recommendations"
        label={t('settings.recommendations.label')}
        description={t('settings.recommendations.description')}
      />
      <SwitchField
        name="showSpoilers"
        label={t('settings.showSpoilers.label')}
        description={t('settings.showSpoilers.description')}
      />
    </>
  );
}
