import type { DownloadFile } from '../../src/config/config-schema.ts';

/** The apps offered on the Downloads page (spec section 9). */
export const DOWNLOAD_FILES: DownloadFile[] = [];
