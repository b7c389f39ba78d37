import { useState, type ChangeEvent } from 'react';
import { buttonClass } from '@/components/button';
import { msg, useT } from '@/lib/i18n';
import { collectionActions } from '@/lib/storage/music-collection';
import { readImportFile } from '@/lib/playlist-file';
import {
  importCandidates,
  importSuccessTitle,
  importSummary,
  type ImportDetail,
} from '../model/import-file';
import { addPlaylists } from '../model/playlist-actions';
import ui from './ui.module.css';
import styles from './import-export-dialog.module.css';
import coverStyles from './cover-dialog.module.css';

type Outcome =
  | { kind: 'invalid'; errors: string[] }
  | { kind: 'none'; details: ImportDetail[] }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; imported: number; summary: string; details: ImportDetail[] };

const TITLES = {
  invalid: msg('playlists.import.invalidTitle'),
  none: msg('playlists.import.noneTitle'),
  failed: msg('playlists.import.failedTitle'),
};

/** Import of a .json export in rename mode; nothing changes unless at least one playlist is valid. */
export function ImportPanel() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const parsed = await readImportFile(file);
      if (!parsed.ok) return setOutcome({ kind: 'invalid', errors: parsed.errors });
      const result = importCandidates(collectionActions.playlists(), parsed.candidates);
      if (result.imported === 0) return setOutcome({ kind: 'none', details: result.details });
      const saved = await addPlaylists(result.playlists);
      if (!saved.ok) return setOutcome({ kind: 'failed', message: saved.message });
      setOutcome({
        kind: 'done',
        imported: result.imported,
        summary: importSummary(result),
        details: result.details,
      });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={ui.muted}>{t('playlists.import.intro')}</p>
      <label className={buttonClass('primary')} aria-disabled={busy}>
        {t('playlists.import.chooseFile')}
        <input
          type="file"
          accept=".json,application/json"
          className={coverStyles.file}
          disabled={busy}
          aria-label={t('playlists.import.fileLabel')}
          onChange={(e) => void choose(e)}
        />
      </label>
      {busy ? (
        <p role="status" className={ui.hint}>
          {t('playlists.import.importing')}
        </p>
      ) : null}
      {outcome ? <OutcomeView outcome={outcome} /> : null}
    </>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const title =
    outcome.kind === 'done' ? importSuccessTitle(outcome.imported) : t(TITLES[outcome.kind]);
  return (
    <div
      role="alert"
      className={`${styles.result} ${outcome.kind === 'done' ? styles.ok : styles.bad}`}
    >
      <h3>{title}</h3>
      {outcome.kind === 'done' ? <p>{outcome.summary}</p> : null}
      {outcome.kind === 'failed' ? <p>{outcome.message}</p> : null}
      {outcome.kind === 'invalid' ? (
        <ul>
          {outcome.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {outcome.kind === 'none' || outcome.kind === 'done' ? (
        <ul>
          {outcome.details.map((d, i) => (
            <li key={`${d.name}-${i}`}>
              {d.reason
                ? t('playlists.import.detailWithReason', {
                    name: d.name,
                    status: d.status,
                    reason: d.reason,
                  })
                : t('playlists.import.detail', { name: d.name, status: d.status })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
