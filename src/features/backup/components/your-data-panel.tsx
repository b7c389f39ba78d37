import { useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { canUndoImport, subscribeUndo } from '../model/undo-state';
import { loadListsForBackup } from '../model/lists-load';
import type * as Session from '../model/session';
import { saveFile } from '../model/save-file';
import { useT } from '@/lib/i18n';
import type { PinOwner } from '@/lib/pin/pin-dialog';
import { AskPins } from './ask-pins';
import { useBackupProfiles } from './backup-profiles';
import { ExportRow } from './export-row';
import { FileProfilesStep } from './file-profiles-step';
import { ImportPreview } from './import-preview';
import { NewProfilesPreview } from './new-profiles-preview';
import { pinOwners } from './pin-owners';
import { TargetSelect } from './target-select';
import styles from './your-data.module.css';

type SessionModule = typeof Session;
type Planned = Extract<Session.Prepared, { kind: 'plan' }>;

type View =
  | { kind: 'idle'; message?: string; error?: boolean }
  | { kind: 'busy'; done: number; total: number; matching: boolean }
  | { kind: 'profiles'; prepared: Planned; session: SessionModule }
  | { kind: 'new'; profiles: Session.NewProfile[]; session: SessionModule }
  | { kind: 'preview'; prepared: Planned; session: SessionModule; target: Session.Target };

/** Export (this profile or all), import a file (after a preview), and undo the last import. */
export default function YourDataPanel() {
  const t = useT();
  const [view, setView] = useState<View>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const canUndo = useSyncExternalStore(subscribeUndo, canUndoImport);
  const { profiles, active, nameOf } = useBackupProfiles();
  /** A guarded profile's PIN, asked before an import goes into it; Cancel stays where it was. */
  const [gate, setGate] = useState<{ owners: PinOwner[]; then: () => void } | null>(null);
  const close = (message?: string, error?: boolean) => setView({ kind: 'idle', message, error });

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
      if (prepared.kind === 'error') return close(prepared.error, true);
      const target = { profile: active, plan: prepared.plan, before: null };
      setView(
        prepared.profiles.length > 1
          ? { kind: 'profiles', prepared, session }
          : { kind: 'preview', prepared, session, target },
      );
    } catch {
      close(
        controller.signal.aborted ? t('backup.cancelled') : t('backup.matchFailed'),
        !controller.signal.aborted,
      );
    }
  };

  const cancel = () => {
    abort.current?.abort();
    close(t('backup.cancelled'));
  };

  /**
   * The file's `source` profile (its only one, for most files) into profile `into`, after its
   * PIN when it is another profile that has one.
   */
  const planInto = (prepared: Planned, session: SessionModule, source: number, into: string) => {
    const plan = async () => {
      const data = prepared.profiles[source]?.data ?? prepared.data;
      const target = await session.planInto(data, into);
      setView({ kind: 'preview', prepared, session, target });
    };
    const owners = pinOwners(profiles, active, [into], nameOf);
    if (owners.length) setGate({ owners, then: () => void plan() });
    else void plan();
  };

  const asNew = (prepared: Planned, session: SessionModule) => {
    const planned = session.planNewProfiles(prepared.profiles, nameOf);
    setView(
      planned.ok
        ? { kind: 'new', profiles: planned.profiles, session }
        : { kind: 'idle', message: planned.message, error: true },
    );
  };

  const undo = async () => {
    // Undo reads the lists as they are now (to put them back if it fails): playlists whole.
    await loadListsForBackup();
    const { undoLastImport } = await import('../model/apply-profiles');
    const result = await undoLastImport();
    close(result.ok ? t('backup.undone') : result.message, !result.ok);
  };

  return (
    <div>
      <p className={styles.note}>{t('backup.intro')}</p>
      <ExportRow>
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
      </ExportRow>
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
      {view.kind === 'profiles' ? (
        <FileProfilesStep
          profiles={view.prepared.profiles}
          onNew={() => asNew(view.prepared, view.session)}
          onInto={(source, into) => planInto(view.prepared, view.session, source, into)}
          onCancel={() => close()}
        />
      ) : null}
      {view.kind === 'new' ? (
        <NewProfilesPreview
          profiles={view.profiles}
          apply={() => view.session.applyNewProfiles(view.profiles)}
          onClose={close}
        />
      ) : null}
      {view.kind === 'preview' ? (
        <ImportPreview
          key={view.target.profile}
          prepared={view.prepared}
          plan={view.target.plan}
          target={
            view.prepared.profiles.length > 1 ? null : (
              <TargetSelect
                value={view.target.profile}
                onChange={(into) => planInto(view.prepared, view.session, 0, into)}
              />
            )
          }
          apply={(mode) => view.session.applyInto(view.target, mode)}
          downloadUnmatched={() =>
            saveFile(
              'reelbeat-unmatched.csv',
              view.session.unmatchedCsv(view.prepared.unmatched),
              'text/csv',
            )
          }
          onClose={close}
        />
      ) : null}
      {gate ? (
        <AskPins
          owners={gate.owners}
          onCancel={() => setGate(null)}
          onUnlocked={() => {
            setGate(null);
            gate.then();
          }}
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
