import { describe, expect, it } from 'vitest';
import { plainWritingMismatches } from './number-formats-fixtures';

describe('primeNumberFormats in Chromium', () => {
  it("writes counts and percents as Chromium's Intl does, for every language and region", () => {
    expect(plainWritingMismatches()).toEqual([]);
  });
});
