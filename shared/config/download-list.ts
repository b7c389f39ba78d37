import { z } from 'zod/mini';

/**
 * Which of the offered downloads (config.json `downloads`) are in the server's DOWNLOADS_DIR
 * right now, by file name: what the Downloads page asks once instead of probing each file.
 */
export const DOWNLOAD_LIST_PATH = '/api/downloads';

export const downloadListSchema = z.object({ available: z.array(z.string()) });

export type DownloadList = z.infer<typeof downloadListSchema>;
