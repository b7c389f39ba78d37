import { useState } from 'react';
import { formatNumber, useT } from '@/lib/i18n';
import type { ApplyResult } from '../model/apply';
import type { Rejection } from '../model/validate';
import { textOf } from '../model/text';
import styles from './your-data.module.css';

/** At most this many rejected or unmatched rows are listed (the count says how many there are). */
export const SHOWN = 200;

/** The entries the file holds that will not be imported, each with its list and reason. */
export function RejectedList({ rejected, open }: { rejected: Rejection[]; open?: boolean }) {
  const t = useT();
  if (!rejected.length) return null;
  return (
    <details open={open}>
      <summary>{t('backup.rejected.title', { count: formatNumber(rejected.length) })}</summary>
      <ul className={styles.list}>
        {rejected.slice(0, SHOWN).map((r, i) => (
          <li key={i}>
            {t('backup.rejected.item', {
              list: t(r.section),
              label: textOf(r.label),
              reason: textOf(r.reason),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

interface ApplyRowProps {
  apply: () => ApplyResult | Promise<ApplyResult>;
  /** The words of a success (how many lists or profiles changed). */
  done: (changed: number) => string;
  onClose: (message?: string, error?: boolean) => void;
}

/** Import (once: the button waits for the write) and Cancel, closing with what happened. */
export function ApplyRow({ apply, done, onClose }: ApplyRowProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await apply();
    if (!result.ok) return onClose(result.message, true);
    onClose(done(result.changed));
  };
  return (
    <div className={styles.row}>
      <button type="button" className={styles.primary} disabled={busy} onClick={() => void run()}>
        {t('backup.apply')}
      </button>
      <button type="button" className={styles.button} onClick={() => onClose()}>
        {t('backup.cancel')}
      </button>
    </div>
  );
}
