import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { qualityLabel } from './server-words';

afterEach(() => activateEnglish());

describe('the servers’ quality badges', () => {
  it('read as written in English', () => {
    expect(qualityLabel('Multi lang')).toBe('Multi lang');
    expect(qualityLabel('Hindi Dubbed')).toBe('Hindi Dubbed');
    expect(qualityLabel('FHD')).toBe('FHD');
  });

  it('are translated when they are words, and kept as written otherwise', async () => {
    await activateLocale('de', 'US');
    expect(qualityLabel('Multi lang')).toBe('Mehrsprachig');
    expect(qualityLabel('Hindi Dubbed')).toBe('Hindi-Synchro');
    expect(qualityLabel('HD')).toBe('HD');
    // A badge from a custom PLAYERS_FILE is the operator's own text.
    expect(qualityLabel('4K HDR')).toBe('4K HDR');
    await activateLocale('ja', 'JP');
    expect(qualityLabel('Multi lang')).toBe('多言語');
  });
});
