import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '@/components/dialog';
import { Page } from '../../components/page';
import { PANELS, type SettingsTab } from './components/panels';
import { SettingsTabs, panelId, tabId } from './components/settings-tabs';
import styles from './components/settings-page.module.css';
import { useSettingsStore } from './settings.store';

export default function SettingsRoute() {
  const [tab, setTab] = useState<SettingsTab>('Appearance');
  const [confirming, setConfirming] = useState(false);
  const Panel = PANELS[tab];
  return (
    <Page
      heading="Settings"
      subtitle="Changes are saved as you make them."
      actions={
        <button type="button" className={styles.reset} onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset All Settings
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
          <h2 className={styles.panelHeading}>{tab}</h2>
          <Panel />
        </section>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset All Settings"
        message="Are you sure you want to reset all settings to default?"
        confirmLabel="Reset"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          useSettingsStore.getState().actions.reset();
        }}
      />
    </Page>
  );
}
