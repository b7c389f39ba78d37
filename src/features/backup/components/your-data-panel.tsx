import { useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { canUndoImport, subscribeUndo, undoImport } from '../model/apply';
import { loadMusicForBackup } from '../model/music-load';
import type * as Session from '../model/session';
import type { Prepared } from '../model/session';
import { saveFile } from '../model/save-file';
import { useT } from '@/lib/i18n';
import { ImportPreview } from './import-preview';
import styles from './your-data.module.css';

type SessionModule = typeof Session;

type View =
  | { kind: 'idle'; message?: string; error?: boolean }
  | { kind: 'busy'; done: number; total: number; matching: boolean }
  | {
      kind: 'preview';
      prepared: Extract<Prepared, { kind: 'plan' }>;
      session: SessionModule;
    };

/** Export everything, import a file (after a preview), and undo the last import. */
export default function YourDataPanel() {
  const t = useT();
  const [view, setView] = useState<View>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const canUndo = useSyncExternalStore(subscribeUndo, canUndoImport);

  const exportAll = async () => {
    const { downloadBackup } = await import('../model/download');
    await downloadBackup();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setView({ kind: 'busy', done: 0, total: 0, matching: false });
    try {
      const session = await import('../model/session');
      const prepared = await session.prepareImport(file, {
        signal: controller.signal,
        onMatching: (done, total) => setView({ kind: 'busy', done, total, matching: true }),
      });
      if (controller.signal.aborted) return;
      setView(
        prepared.kind === 'error'
          ? { kind: 'idle', message: prepared.error, error: true }
          : { kind: 'preview', prepared, session },
      );
    } catch {
      setView({
        kind: 'idle',
        message: controller.signal.aborted ? t('backup.cancelled') : t('backup.matchFailed'),
        error: !controller.signal.aborted,
      });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    setView({ kind: 'idle', message: t('backup.cancelled') });
  };

  const undo = async () => {
    // Undo reads the lists as they are now (to put them back if it fails): playlists whole.
    await loadMusicForBackup();
    const result = undoImport();
    setView({
      kind: 'idle',
      message: result.ok ? t('backup.undone') : result.message,
      error: !result.ok,
    });
  };

  return (
    <div>
      <p className={styles.note}>{t('backup.intro')}</p>
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={() => void exportAll()}>
          {t('backup.export')}
        </button>
        <button type="button" className={styles.button} onClick={() => input.current?.click()}>
          {t('backup.import')}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,.csv,.zip,application/json,text/csv,application/zip"
          className={styles.file}
          aria-label={t('backup.import')}
          tabIndex={-1}
          onChange={(e) => void choose(e)}
        />
        {canUndo ? (
          <button type="button" className={styles.button} onClick={() => void undo()}>
            {t('backup.undo')}
          </button>
        ) : null}
      </div>
      {view.kind === 'busy' ? (
        <div role="status">
          <p className={styles.note}>
            {view.matching ? t('backup.matching') : t('backup.reading')}
          </p>
          {view.matching ? (
            <progress
              className={styles.progress}
              aria-label={t('backup.matching')}
              max={Math.max(1, view.total)}
              value={view.done}
            />
          ) : null}
          <button type="button" className={styles.button} onClick={cancel}>
            {t('backup.cancel')}
          </button>
        </div>
      ) : null}
      {view.kind === 'preview' ? (
        <ImportPreview
          prepared={view.prepared}
          apply={(mode) => view.session.applyImport(view.prepared.plan, mode)}
          downloadUnmatched={() =>
            saveFile(
              'reelbeat-unmatched.csv',
              view.session.unmatchedCsv(view.prepared.unmatched),
              'text/csv',
            )
          }
          onClose={(message, error) => setView({ kind: 'idle', message, error })}
        />
      ) : null}
      {view.kind === 'idle' && view.message ? (
        <p
          role={view.error ? 'alert' : 'status'}
          className={view.error ? styles.error : styles.note}
        >
          {view.message}
        </p>
      ) : null}
    </div>
  );
}
