/** Whether the browser can share at all (the Web Share API). */
export const canShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Shares the image where the browser can share files, else the words alone. Only on the
 * person's own request: the browser's share sheet decides where it goes.
 */
export async function shareImage(blob: Blob, name: string, title: string, text: string) {
  const file = new File([blob], name, { type: 'image/png' });
  const data: ShareData = navigator.canShare?.({ files: [file] })
    ? { files: [file], title, text }
    : { title, text };
  try {
    await navigator.share(data);
  } catch (error) {
    // The person closed the share sheet: nothing to say.
    if ((error as DOMException).name !== 'AbortError') throw error;
  }
}
