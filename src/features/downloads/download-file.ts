import { t } from '@/lib/i18n';

/** The alert for a download whose file is not there: it names the file. */
export const downloadFailedMessage = (fileName: string) =>
  t('downloads.failed', { file: fileName });

export const downloadUrl = (fileName: string) => `/downloads/${encodeURIComponent(fileName)}`;

/** Whether the file is there, asked with HEAD (a failed request counts as not there). */
export async function fileExists(fileName: string): Promise<boolean> {
  try {
    return (await fetch(downloadUrl(fileName), { method: 'HEAD', cache: 'no-store' })).ok;
  } catch (error) {
    console.warn('[reelbeat] download check failed:', error);
    return false;
  }
}

/**
 * Checks the file with a HEAD request first, so a missing file gives a clear alert
 * instead of a saved error page, then lets the browser download it. Returns false when the file
 * is not there; the caller shows `downloadFailedMessage`.
 */
export async function downloadFile(fileName: string): Promise<boolean> {
  const url = downloadUrl(fileName);
  // Checked again at the click: the file may have gone since the page checked it.
  if (!(await fileExists(fileName))) return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
