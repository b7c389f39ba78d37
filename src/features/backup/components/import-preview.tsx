import { useState } from 'react';
import type { ApplyResult } from '../model/apply';
import type { ImportMode } from '../model/plan';
import type { Prepared } from '../model/session';
import { BACKUP_TEXT as T, countsHeader } from '../messages';
import styles from './your-data.module.css';

interface Props {
  prepared: Extract<Prepared, { kind: 'plan' }>;
  onClose: (message?: string, error?: boolean) => void;
  /** From the lazily loaded import module, so this file pulls none of it in. */
  apply: (mode: ImportMode) => ApplyResult;
  downloadUnmatched: () => void;
}

const SHOWN = 200;

/** Per list: new, updated, unchanged and rejected, for the chosen mode; nothing is written yet. */
export function ImportPreview({ prepared, onClose, apply: applyMode, downloadUnmatched }: Props) {
  const [mode, setMode] = useState<ImportMode>('merge');
  const { plan, external, unmatched, notes } = prepared;
  const apply = () => {
    const result = applyMode(mode);
    if (!result.ok) return onClose(result.message, true);
    onClose(result.changed ? T.done : T.nothing);
  };
  return (
    <div role="region" aria-label={T.previewTitle}>
      <h3>{T.previewTitle}</h3>
      {external ? null : (
        <fieldset className={styles.modes}>
          <legend className={styles.note}>How to import</legend>
          {(['merge', 'replace'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="import-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />{' '}
              {m === 'merge' ? T.merge : T.replace}
            </label>
          ))}
        </fieldset>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            {countsHeader.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
            {mode === 'replace' ? <th scope="col">Removed</th> : null}
          </tr>
        </thead>
        <tbody>
          {plan.sections.map(({ section, counts }) => (
            <tr key={section.name}>
              <th scope="row">{section.label}</th>
              <td>{counts[mode].new}</td>
              <td>{counts[mode].updated}</td>
              <td>{counts[mode].unchanged}</td>
              <td>{counts[mode].rejected}</td>
              {mode === 'replace' ? <td>{counts[mode].removed}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {notes.map((n) => (
        <p key={n} className={styles.note}>
          {n}
        </p>
      ))}
      {plan.rejected.length ? (
        <details open>
          <summary>
            {T.rejected} ({plan.rejected.length})
          </summary>
          <ul className={styles.list}>
            {plan.rejected.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {r.section}: {r.label} — {r.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {unmatched.length ? (
        <details open>
          <summary>
            {T.unmatched} ({unmatched.length})
          </summary>
          <ul className={styles.list}>
            {unmatched.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {r.title || '?'} {r.year ? `(${r.year})` : ''} — {r.reason}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.button} onClick={downloadUnmatched}>
            {T.downloadUnmatched}
          </button>
        </details>
      ) : null}
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={apply}>
          {T.apply}
        </button>
        <button type="button" className={styles.button} onClick={() => onClose()}>
          {T.cancel}
        </button>
      </div>
    </div>
  );
}
