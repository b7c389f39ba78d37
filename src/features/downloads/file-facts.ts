import { formatNumber, t } from '@/lib/i18n';
import type { DownloadFile } from '@shared/config/config-schema';

/** The platforms' names, the same in every language. */
export const PLATFORM_LABEL = { windows: 'Windows', android: 'Android' } as const;

/**
 * What a download needs, in the reader's language: "Android 7.0 or later" is written here from
 * the platform and its oldest version; a file without one shows the server's text ("Windows
 * 10/11", names and numbers only).
 */
export const requirementText = (file: DownloadFile) =>
  file.minVersion
    ? t('downloads.atLeastVersion', {
        platform: PLATFORM_LABEL[file.platform],
        version: file.minVersion,
      })
    : file.requirements;

/**
 * A download's approximate size in the reader's language ("~50MB", "ca. 50 MB", "約50MB"), from
 * the server's `sizeMb`; a file without it shows the server's text.
 */
export const sizeText = (file: DownloadFile) =>
  file.sizeMb === undefined
    ? file.size
    : t('downloads.aboutSize', { size: formatNumber(file.sizeMb) });

/**
 * A download's name in the reader's language ("Reelbeat für Windows", "Reelbeat Windows版"),
 * from the product's name, its app and its platform; the server's English `title` stays for
 * clients that predate this.
 */
export function fileTitle(file: DownloadFile, product: string): string {
  const values = { product, platform: PLATFORM_LABEL[file.platform] };
  return file.app === 'music'
    ? t('downloads.title.music', values)
    : t('downloads.title.streaming', values);
}
