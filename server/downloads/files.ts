import type { DownloadFile } from '../../shared/config/config-schema.ts';

/**
 * The apps offered on the Downloads page; the files live in DOWNLOADS_DIR.
 * `minVersion` and `sizeMb` let the app write "Android 7.0 or later" and "~25MB" in the reader's
 * language; the English `requirements` and `size` stay for clients that predate them.
 */
export const DOWNLOAD_FILES: DownloadFile[] = [
  {
    id: 'reelbeat-windows',
    app: 'streaming',
    platform: 'windows',
    title: 'Reelbeat for Windows',
    version: '1.0.0',
    size: '~50MB',
    sizeMb: 50,
    requirements: 'Windows 10/11',
    fileName: 'Reelbeat-Setup-1.0.0.exe',
  },
  {
    id: 'reelbeat-android',
    app: 'streaming',
    platform: 'android',
    title: 'Reelbeat for Android',
    version: '1.0.0',
    size: '~25MB',
    sizeMb: 25,
    requirements: 'Android 7.0 or later',
    minVersion: '7.0',
    fileName: 'Reelbeat-1.0.0.apk',
  },
  {
    id: 'reelbeat-music-windows',
    app: 'music',
    platform: 'windows',
    title: 'Reelbeat Music for Windows',
    version: '1.0.0',
    size: '~45MB',
    sizeMb: 45,
    requirements: 'Windows 10/11',
    fileName: 'Reelbeat-Music-Setup-1.0.0.exe',
  },
  {
    id: 'reelbeat-music-android',
    app: 'music',
    platform: 'android',
    title: 'Reelbeat Music for Android',
    version: '1.0.0',
    size: '~28MB',
    sizeMb: 28,
    requirements: 'Android 7.0 or later',
    minVersion: '7.0',
    fileName: 'Reelbeat-Music-1.0.0.apk',
  },
];
