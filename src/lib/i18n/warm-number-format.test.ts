import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormat } from './format';

afterEach(() => vi.restoreAllMocks());

describe('warmNumberFormat', () => {
  it('builds the formatter plural messages use, so formatting one later builds none', () => {
    i18n.loadAndActivate({
      locale: 'en',
      locales: ['en-GB', 'en'],
      messages: { seasons: '{count, plural, one {# season} other {# seasons}}' },
    });
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    warmNumberFormat();
    expect(built).toHaveBeenCalledTimes(1);
    expect(i18n._('seasons', { count: 3 })).toBe('3 seasons');
    expect(i18n._('seasons', { count: 1 })).toBe('1 season');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
