import { useState, type ReactNode } from 'react';
import type { ApplyResult } from '../model/apply';
import type { ImportMode, ImportPlan } from '../model/plan';
import type { Prepared } from '../model/session';
import { formatNumber, useT } from '@/lib/i18n';
import { ApplyRow, RejectedList, SHOWN } from './preview-parts';
import styles from './your-data.module.css';

interface Props {
  prepared: Extract<Prepared, { kind: 'plan' }>;
  onClose: (message?: string, error?: boolean) => void;
  /** From the lazily loaded import module, so this file pulls none of it in. */
  apply: (mode: ImportMode) => ApplyResult | Promise<ApplyResult>;
  downloadUnmatched: () => void;
  /** The plan shown (the file's into the chosen profile); `prepared.plan` when not given. */
  plan?: ImportPlan;
  /** Where the import goes, when there is a choice. */
  target?: ReactNode;
}

const MODES: readonly ImportMode[] = ['merge', 'replace'];

/** Per list: new, updated, unchanged and rejected, for the chosen mode; nothing is written yet. */
export function ImportPreview(props: Props) {
  const { prepared, onClose, apply: applyMode, downloadUnmatched, target } = props;
  const t = useT();
  const [mode, setMode] = useState<ImportMode>('merge');
  const { external, unmatched, notes } = prepared;
  const plan = props.plan ?? prepared.plan;
  return (
    <div role="region" aria-label={t('backup.preview.title')}>
      <h3>{t('backup.preview.title')}</h3>
      {target}
      {external ? null : (
        <fieldset className={styles.modes}>
          <legend className={styles.note}>{t('backup.mode.legend')}</legend>
          {MODES.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="import-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />{' '}
              {m === 'merge' ? t('backup.mode.merge') : t('backup.mode.replace')}
            </label>
          ))}
        </fieldset>
      )}
      {/* Focusable, so keyboard users can scroll the counts where they are wider than a phone. */}
      <div
        className={styles.tableScroll}
        role="region"
        aria-label={t('backup.table.caption')}
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('backup.table.list')}</th>
              <th scope="col">{t('backup.table.new')}</th>
              <th scope="col">{t('backup.table.updated')}</th>
              <th scope="col">{t('backup.table.unchanged')}</th>
              <th scope="col">{t('backup.table.rejected')}</th>
              {mode === 'replace' ? <th scope="col">{t('backup.table.removed')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {plan.sections.map(({ section, counts }) => (
              <tr key={section.name}>
                <th scope="row">{t(section.label)}</th>
                <td>{formatNumber(counts[mode].new)}</td>
                <td>{formatNumber(counts[mode].updated)}</td>
                <td>{formatNumber(counts[mode].unchanged)}</td>
                <td>{formatNumber(counts[mode].rejected)}</td>
                {mode === 'replace' ? <td>{formatNumber(counts[mode].removed)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes.map((n) => (
        <p key={n} className={styles.note}>
          {n}
        </p>
      ))}
      <RejectedList rejected={plan.rejected} open />
      {unmatched.length ? (
        <details open>
          <summary>
            {t('backup.unmatched.title', { count: formatNumber(unmatched.length) })}
          </summary>
          <ul className={styles.list}>
            {unmatched.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {r.year
                  ? t('backup.unmatched.itemWithYear', {
                      title: r.title || '?',
                      year: r.year,
                      reason: r.reason,
                    })
                  : t('backup.unmatched.item', { title: r.title || '?', reason: r.reason })}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.button} onClick={downloadUnmatched}>
            {t('backup.unmatched.download')}
          </button>
        </details>
      ) : null}
      <ApplyRow
        apply={() => applyMode(mode)}
        done={(changed) => (changed ? t('backup.done') : t('backup.nothing'))}
        onClose={onClose}
      />
    </div>
  );
}
