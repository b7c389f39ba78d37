import { useEffect, useState } from 'react';
import { formatNumber, useT } from '@/lib/i18n';
import {
  downloadSpace,
  type DownloadSpace,
  useDownloads,
  whenCollectionSaved,
} from '@/lib/storage/music-collection';
import styles from './sections.module.css';

const MB = 1024 * 1024;

/** Bytes in the reader's language: MB below a gigabyte, GB above. */
function formatBytes(bytes: number): string {
  const gb = bytes >= 1024 * MB;
  return formatNumber(gb ? bytes / (1024 * MB) : bytes / MB, {
    style: 'unit',
    unit: gb ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  });
}

/** "Downloads use 12 MB. About 3 GB left on this device." Updated as songs come and go. */
export function DownloadSpaceNote() {
  const t = useT();
  const downloads = useDownloads();
  const [space, setSpace] = useState<DownloadSpace | null>(null);

  useEffect(() => {
    let current = true;
    // After the pending save: a removed song's audio is deleted as part of it.
    whenCollectionSaved()
      .then(downloadSpace)
      .then((next) => current && setSpace(next))
      .catch(() => current && setSpace(null));
    return () => {
      current = false;
    };
  }, [downloads]);

  if (!space) return null;
  const used = formatBytes(space.used);
  return (
    <p className={styles.note} role="status">
      {space.available === null
        ? t('musicLibrary.library.downloadSpaceUsed', { used })
        : t('musicLibrary.library.downloadSpace', {
            used,
            available: formatBytes(space.available),
          })}
    </p>
  );
}
