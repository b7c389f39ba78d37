import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, withMessages } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { PROFILES_KEY } from './records/namespace';
import { describeProblem, STORAGE_KEY_LABELS } from './storage-words';

afterEach(() => activateEnglish());

describe('the storage notice names the browser’s profiles', () => {
  it('in English', () => {
    expect(STORAGE_KEY_LABELS[PROFILES_KEY]).toBe('your profiles');
    expect(describeProblem(PROFILES_KEY, 'quota')).toContain('your profiles');
    expect(describeProblem(PROFILES_KEY, 'quota')).not.toContain(PROFILES_KEY);
  });

  it.each([
    ['de', 'deine Profile'],
    ['es', 'tus perfiles'],
    ['fr', 'vos profils'],
    ['ja', 'プロフィール'],
    ['ko', '프로필'],
  ] as const)('in %s', async (language, words) => {
    await activateLocale(language, 'US');
    await withMessages(['info'], Promise.resolve());
    expect(describeProblem(PROFILES_KEY, 'quota')).toContain(words);
    expect(describeProblem(PROFILES_KEY, 'quota')).not.toContain(PROFILES_KEY);
  });
});
