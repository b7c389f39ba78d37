import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import type { DownloadFile } from '@shared/config/config-schema';
import { requirementText, sizeText } from './file-facts';

afterEach(() => activateEnglish());

const base = { app: 'streaming', version: '1.0.0', size: '~25MB', fileName: 'x' } as const;
const android: DownloadFile = {
  ...base,
  id: 'android',
  platform: 'android',
  title: 'Reelbeat for Android',
  requirements: 'Android 7.0 or later',
  minVersion: '7.0',
  sizeMb: 25,
};
const windows: DownloadFile = {
  ...base,
  id: 'windows',
  platform: 'windows',
  title: 'Reelbeat for Windows',
  requirements: 'Windows 10/11',
};

describe('what a download requires', () => {
  it('reads as the server writes it in English', () => {
    expect(requirementText(android)).toBe('Android 7.0 or later');
    expect(requirementText(windows)).toBe('Windows 10/11');
  });

  it('writes the Android sentence in the reader’s language; Windows’ line is names and numbers', async () => {
    await activateLocale('de', 'US');
    expect(requirementText(android)).toBe('Android 7.0 oder höher');
    expect(requirementText(windows)).toBe('Windows 10/11');
    await activateLocale('ja', 'JP');
    expect(requirementText(android)).toBe('Android 7.0以降');
  });

  it('shows the server’s text when the server sends no minimum version', async () => {
    await activateLocale('de', 'US');
    expect(requirementText({ ...android, minVersion: undefined })).toBe('Android 7.0 or later');
  });
});

describe('how large a download is', () => {
  it('reads as the server writes it in English', () => {
    expect(sizeText(android)).toBe('~25MB');
  });

  it('is written in the reader’s language', async () => {
    await activateLocale('fr', 'US');
    expect(sizeText(android)).toBe('~25 Mo');
    await activateLocale('de', 'US');
    expect(sizeText(android)).toBe('ca. 25 MB');
    await activateLocale('ja', 'JP');
    expect(sizeText(android)).toBe('約25MB');
  });

  it('shows the server’s text when the server sends no size in megabytes', async () => {
    await activateLocale('fr', 'US');
    expect(sizeText(windows)).toBe('~25MB');
  });
});
