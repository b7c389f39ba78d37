export {
  LOCALES,
  LOCALE_NAMES,
  REGIONS,
  SOURCE_LOCALE,
  isLocale,
  detectLocale,
  detectRegion,
  browserLanguages,
  catalogLanguageTag,
  formattingTag,
} from '@shared/i18n/locales';
export type { Locale, Region } from '@shared/i18n/locales';
export {
  loadLocale,
  loadMessages,
  withMessages,
  activateLocale,
  activateStartupLocale,
} from './catalogs';
export type { MessageGroup } from '@shared/i18n/message-groups';
export { t, msg, useT, useLocale, type MessageValues } from './translate';
export { formatNumber, formatDate, formatPercent, formatRating, useFormat } from './format';
export { RichMessage } from './rich-message';
export { i18n } from '@lingui/core';
