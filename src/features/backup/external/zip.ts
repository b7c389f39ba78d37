import { unzipSync } from 'fflate';
import { t } from '@/lib/i18n';
import { INPUT_LIMITS } from '../model/safe-json';

/** Limits that stop a ZIP bomb before it is expanded (and check what it really expanded to). */
export const ZIP_LIMITS = { maxFiles: 200, maxTotal: INPUT_LIMITS.maxBytes, maxRatio: 200 };

export const ZIP_MESSAGES = {
  get bomb() {
    return t('backup.error.zipBomb');
  },
  get broken() {
    return t('backup.error.zipBroken');
  },
  get empty() {
    return t('backup.error.zipEmpty');
  },
};

export type Unzipped =
  { ok: true; files: { name: string; bytes: Uint8Array }[] } | { ok: false; error: string };

const wanted = (name: string) => /\.(csv|json)$/i.test(name) && !name.startsWith('__MACOSX/');

export function unzipExport(bytes: Uint8Array): Unzipped {
  let total = 0;
  let count = 0;
  let bomb = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        count += 1;
        total += file.originalSize;
        const ratio = file.size > 0 ? file.originalSize / file.size : 0;
        if (count > ZIP_LIMITS.maxFiles || total > ZIP_LIMITS.maxTotal) bomb = true;
        if (file.originalSize > 1024 * 1024 && ratio > ZIP_LIMITS.maxRatio) bomb = true;
        return !bomb;
      },
    });
  } catch {
    return { ok: false, error: bomb ? ZIP_MESSAGES.bomb : ZIP_MESSAGES.broken };
  }
  if (bomb) return { ok: false, error: ZIP_MESSAGES.bomb };
  const list = Object.entries(files).map(([name, data]) => ({ name, bytes: data }));
  // The sizes in a ZIP's headers can lie: check what was really expanded too.
  if (list.reduce((sum, f) => sum + f.bytes.length, 0) > ZIP_LIMITS.maxTotal) {
    return { ok: false, error: ZIP_MESSAGES.bomb };
  }
  if (list.length === 0) return { ok: false, error: ZIP_MESSAGES.empty };
  return { ok: true, files: list };
}
