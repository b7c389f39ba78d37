import { t } from './translate';

/**
 * A value sent in English by the catalogue, the config or the server (a title's status, a
 * server's badge, a payment method) in the reader's language: `words` maps each value it knows
 * to its message; any other value is shown as sent. Kept out of the package's index so the
 * first-paint file does not carry it.
 */
export function knownWord(words: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(words, value) ? t(words[value]!) : value;
}
