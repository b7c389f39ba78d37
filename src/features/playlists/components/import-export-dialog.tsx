import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';
import styles from './import-export-dialog.module.css';

type Tab = 'export' | 'import';
const TABS: { id: Tab; label: string }[] = [
  { id: 'export', label: 'Export' },
  { id: 'import', label: 'Import' },
];

/** "Import & Export": two tabs (spec 2), arrow keys move between them. */
export function ImportExportDialog({
  onClose,
  initialTab = 'export',
}: {
  onClose: () => void;
  initialTab?: Tab;
}) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const base = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ export: null, import: null });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'export' ? 'import' : 'export';
    setTab(next);
    refs.current[next]?.focus();
  };

  return (
    <Dialog title="Import & Export" onClose={onClose}>
      <div role="tablist" aria-label="Import or export" className={styles.tabs}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-selected={tab === t.id}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onKeyDown={onKeyDown}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`}>
        {tab === 'export' ? <ExportPanel /> : <ImportPanel />}
      </div>
    </Dialog>
  );
}
