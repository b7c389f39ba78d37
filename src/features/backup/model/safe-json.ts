import { t } from '@/lib/i18n';

/** Limits every file read by the import honours before anything is parsed or stored. */
export const INPUT_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  maxDepth: 64,
} as const;

/** Why a file is refused, in the active language (read when the file is). */
export const INPUT_MESSAGES = {
  get tooLarge() {
    return t('backup.error.tooLarge');
  },
  get unreadable() {
    return t('backup.error.unreadable');
  },
  get notUtf8() {
    return t('backup.error.notUtf8');
  },
  get invalidJson() {
    return t('backup.error.invalidJson');
  },
  get tooDeep() {
    return t('backup.error.tooDeep');
  },
  get badKey() {
    return t('backup.error.badKey');
  },
  get unknownType() {
    return t('backup.error.unknownType');
  },
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Deepest bracket nesting outside strings: a linear scan, so 10 000 levels cost nothing. */
export function nestingDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Texts a forbidden key needs: its name, or a `\u` escape that could spell it. */
const mayHoldForbiddenKey = (text: string) =>
  ['__proto__', 'constructor', 'prototype', '\\u'].some((part) => text.includes(part));

/** Whether parsed JSON holds a key that could reach an object's prototype (iterative walk). */
export function hasForbiddenKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (const child of v) if (child && typeof child === 'object') stack.push(child);
    } else if (v && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(key)) return true;
        const child = (v as Record<string, unknown>)[key];
        if (child && typeof child === 'object') stack.push(child);
      }
    }
  }
  return false;
}

export function parseJsonSafely(text: string): Parsed<unknown> {
  if (nestingDepth(text, INPUT_LIMITS.maxDepth) > INPUT_LIMITS.maxDepth) {
    return { ok: false, error: INPUT_MESSAGES.tooDeep };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: INPUT_MESSAGES.invalidJson };
  }
  // A key can only be forbidden if its name (or an escape that could spell it) is in the text:
  // most files hold none, and a search of the text costs far less than a walk of every object.
  if (mayHoldForbiddenKey(text) && hasForbiddenKey(value)) {
    return { ok: false, error: INPUT_MESSAGES.badKey };
  }
  return { ok: true, value };
}

export function decodeUtf8(bytes: Uint8Array): Parsed<string> {
  try {
    return {
      ok: true,
      value: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''),
    };
  } catch {
    return { ok: false, error: INPUT_MESSAGES.notUtf8 };
  }
}
