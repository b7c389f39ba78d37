/**
 * Words the i18n lint rule lets stand as literals: proper names, which read the same in every
 * language (docs/i18n.md). Keep it short; anything a translator would change is a message.
 */
export const I18N_LINT_EXEMPT_WORDS = [
  'Reelbeat',
  'TMDB',
  'EmbedAPI',
  'Void',
  'Eren',
  'SuperEmbed',
  'Sukuna',
  'Banki',
  'Google Pay',
  'PayPal',
  'GitHub',
  'HD',
  '4K',
];
