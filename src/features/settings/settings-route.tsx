import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { PANELS, TAB_LABELS, type SettingsTab } from './components/panels';
import { SettingsTabs, panelId, tabId } from './components/settings-tabs';
import styles from './components/settings-page.module.css';
import { useSettingsStore } from '@/lib/settings';

export default function SettingsRoute() {
  const t = useT();
  // A sync QR code's address (`#/settings?sync=join&k=…`) opens the Sync tab.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<SettingsTab>(params.get('sync') ? 'Sync' : 'Appearance');
  const [confirming, setConfirming] = useState(false);
  const Panel = PANELS[tab];
  return (
    <Page
      heading={t('settings.title')}
      subtitle={t('settings.subtitle')}
      actions={
        <button type="button" className={styles.reset} onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" size={16} />
          {t('settings.reset.button')}
        </button>
      }
    >
      <div className={styles.layout}>
        <SettingsTabs active={tab} onSelect={setTab} />
        <section
          className={styles.panel}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
        >
          <h2 className={styles.panelHeading}>{t(TAB_LABELS[tab])}</h2>
          <Panel />
        </section>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('settings.reset.button')}
        message={t('settings.reset.confirm')}
        confirmLabel={t('settings.reset.confirmLabel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          useSettingsStore.getState().actions.reset();
        }}
      />
    </Page>
  );
}
