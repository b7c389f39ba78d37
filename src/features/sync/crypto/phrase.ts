import { entropyToMnemonic, mnemonicToEntropy, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/** A sync key is 16 random bytes: 128 bits, shown as 12 BIP39 words. */
export const SYNC_KEY_BYTES = 16;

export function newSyncKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SYNC_KEY_BYTES));
}

/** The key's 12 words, in order. */
export const phraseOf = (key: Uint8Array): string[] => entropyToMnemonic(key, wordlist).split(' ');

/** Spaces, line breaks and capitals a person may type are forgiven; nothing else is. */
export const normalisePhrase = (text: string) => text.trim().toLowerCase().split(/\s+/).join(' ');

export type PhraseCheck =
  | { ok: true; key: Uint8Array }
  | { ok: false; reason: 'length' | 'word' | 'checksum'; word?: string };

/**
 * The key a typed phrase carries, or why it carries none: not 12 words, a word that is not on
 * the list, or words whose checksum does not match (a mistyped or swapped word). Decided here,
 * before any request.
 */
export function keyFromPhrase(text: string): PhraseCheck {
  const words = normalisePhrase(text).split(' ').filter(Boolean);
  if (words.length !== 12) return { ok: false, reason: 'length' };
  const unknown = words.find((word) => !wordlist.includes(word));
  if (unknown !== undefined) return { ok: false, reason: 'word', word: unknown };
  const phrase = words.join(' ');
  if (!validateMnemonic(phrase, wordlist)) return { ok: false, reason: 'checksum' };
  return { ok: true, key: mnemonicToEntropy(phrase, wordlist) };
}
