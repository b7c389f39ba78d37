import { t } from '@/lib/i18n';
/** Covers are stored scaled to fit 512 px as JPEG, so a 5 MB photo becomes tens of kilobytes. */
export const COVER_SIZE = 512;
export const COVER_QUALITY = 0.85;
export const coverReadError = () => t('playlists.cover.readError');

export function fitWithin(width: number, height: number, max = COVER_SIZE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(coverReadError()));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** Decodes the image and redraws it as a JPEG data URL no larger than 512 × 512. */
export async function scaleCover(file: Blob): Promise<string> {
  const img = await loadImage(file);
  const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(coverReadError());
  // JPEG has no transparency; a dark backdrop matches the app instead of black edges.
  context.fillStyle = '#101016';
  context.fillRect(0, 0, width, height);
  context.drawImage(img, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', COVER_QUALITY);
}
