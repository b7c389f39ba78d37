import { useRef } from 'react';
import { scrollFadeClass, useScrollFade } from '@/components/scroll-fade';
import { useT } from '@/lib/i18n';
import { SETTINGS_TABS, TAB_LABELS, type SettingsTab } from './panels';
import styles from './settings-page.module.css';

export const tabId = (tab: SettingsTab) => `settings-tab-${tab.replace(/\s+/g, '-').toLowerCase()}`;
export const panelId = (tab: SettingsTab) => `${tabId(tab)}-panel`;

/** A WAI-ARIA tab list: arrow keys, Home and End move between tabs. */
export function SettingsTabs({
  active,
  onSelect,
}: {
  active: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
}) {
  const t = useT();
  const refs = useRef(new Map<SettingsTab, HTMLButtonElement>());
  // On a phone the tabs are one row that scrolls: it fades where there are more, and brings
  // the chosen tab (tapped half off screen, or opened by a link to Sync) whole into view.
  const fade = useScrollFade<HTMLDivElement>();
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = SETTINGS_TABS.indexOf(active);
    const last = SETTINGS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = SETTINGS_TABS[next]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div
      ref={fade}
      className={`${styles.tabs} ${scrollFadeClass}`}
      role="tablist"
      aria-label={t('settings.tabs.label')}
    >
      {SETTINGS_TABS.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === active}
          aria-controls={panelId(tab)}
          tabIndex={tab === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {t(TAB_LABELS[tab])}
        </button>
      ))}
    </div>
  );
}
