import { memo, useDeferredValue, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { PANELS, TAB_LABELS, type SettingsTab } from './components/panels';
import { SettingsTabs, panelId, tabId } from './components/settings-tabs';
import styles from './components/settings-page.module.css';
import { useSettingsStore } from '@/lib/settings';

export default function SettingsRoute() {
  const t = useT();
  const [selected, setTab] = useState<SettingsTab>('Appearance');
  // The tab shows as chosen in the next frame; its panel follows in a render that yields.
  const tab = useDeferredValue(selected);
  const [confirming, setConfirming] = useState(false);
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
        <SettingsTabs active={selected} onSelect={setTab} />
        <section
          className={styles.panel}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
        >
          <TabPanel tab={tab} />
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

/** Memoised: choosing a tab renders the tab list at once and this only with the deferred tab. */
const TabPanel = memo(function TabPanel({ tab }: { tab: SettingsTab }) {
  const t = useT();
  const Panel = PANELS[tab];
  return (
    <>
      <h2 className={styles.panelHeading}>{t(TAB_LABELS[tab])}</h2>
      <Panel />
    </>
  );
});
