import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { msg, useT } from '@/lib/i18n';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';
import styles from './import-export-dialog.module.css';

type Tab = 'export' | 'import';
const TABS: { id: Tab; label: string }[] = [
  { id: 'export', label: msg('playlists.export.tab') },
  { id: 'import', label: msg('playlists.import.tab') },
];

/** "Import & Export": two tabs, arrow keys move between them. */
export function ImportExportDialog({
  onClose,
  initialTab = 'export',
}: {
  onClose: () => void;
  initialTab?: Tab;
}) {
  const t = useT();
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
    <Dialog title={t('playlists.transfer.title')} onClose={onClose}>
      <div role="tablist" aria-label={t('playlists.transfer.tabs')} className={styles.tabs}>
        {TABS.map((item) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[item.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={`${base}-${item.id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            className={styles.tab}
            onKeyDown={onKeyDown}
            onClick={() => setTab(item.id)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`}>
        {tab === 'export' ? <ExportPanel /> : <ImportPanel />}
      </div>
    </Dialog>
  );
}
