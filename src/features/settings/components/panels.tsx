import type { ReactNode } from 'react';
import { ProfilesPanel } from '@/features/profiles';
import { ConnectionsPanel } from '@/features/connections';
import { ShortcutsEntry } from '@/features/shortcuts';
import { SyncTab } from '@/features/sync';
import { msg, useT } from '@/lib/i18n';
import { BORDER_RADII, FONT_FAMILIES, FONT_SIZES, GRID_SIZES, TV_MODES } from '@/lib/settings';
import { AccentField } from './accent-field';
import { AdBlockingPanel } from './ad-blocking-panel';
import { ContentPanel } from './content-panel';
import { AdvancedPanel, ExperimentalPanel, NotificationsPanel, PrivacyPanel } from './more-panels';
import { PlayerPanel } from './player-panel';
import { SelectField, SwitchField, optionsOf, useSizeNames } from './fields';

/** The tabs' stable keys (element ids derive from them); their labels are messages. */
export const SETTINGS_TABS = [
  'Appearance',
  'Player',
  'Content',
  'Profiles',
  'Sync',
  'Connections',
  'Interface',
  'Ad Blocking',
  'Notifications',
  'Privacy',
  'Advanced',
  'Experimental',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const TAB_LABELS: Record<SettingsTab, string> = {
  Appearance: msg('settings.tab.appearance'),
  Player: msg('settings.tab.player'),
  Content: msg('settings.tab.content'),
  Profiles: msg('settings.tab.profiles'),
  Sync: msg('settings.tab.sync'),
  Connections: msg('settings.tab.connections'),
  Interface: msg('settings.tab.interface'),
  'Ad Blocking': msg('settings.tab.adBlocking'),
  Notifications: msg('settings.tab.notifications'),
  Privacy: msg('settings.tab.privacy'),
  Advanced: msg('settings.tab.advanced'),
  Experimental: msg('settings.tab.experimental'),
};

/** A choice made here wins over a `#/?tv=1` visit (src/app/layout/use-tv-mode.ts). */
function forgetTvVisit() {
  try {
    sessionStorage.removeItem('tv');
  } catch {
    // Nothing could be stored either.
  }
}

function AppearancePanel() {
  const t = useT();
  const sizes = useSizeNames();
  return (
    <>
      <SelectField
        name="theme"
        label={t('settings.theme.label')}
        options={optionsOf(['dark', 'light'] as const, {
          dark: t('settings.theme.dark'),
          light: t('settings.theme.light'),
        })}
      />
      <AccentField />
      <SelectField
        name="fontSize"
        label={t('settings.fontSize.label')}
        options={optionsOf(FONT_SIZES, { ...sizes, 'extra-large': t('settings.size.extraLarge') })}
      />
      <SelectField
        name="fontFamily"
        label={t('settings.fontFamily.label')}
        options={optionsOf(FONT_FAMILIES)}
      />
      <SelectField
        name="borderRadius"
        label={t('settings.borderRadius.label')}
        options={optionsOf(BORDER_RADII, { none: t('settings.borderRadius.none'), ...sizes })}
      />
      <SwitchField
        name="animations"
        label={t('settings.animations.label')}
        description={t('settings.animations.description')}
      />
      <SwitchField
        name="transparency"
        label={t('settings.transparency.label')}
        description={t('settings.transparency.description')}
      />
      <SelectField
        name="tvMode"
        label={t('settings.tvMode.label')}
        description={t('settings.tvMode.description')}
        options={optionsOf(TV_MODES, {
          auto: t('settings.tvMode.auto'),
          on: t('settings.tvMode.on'),
          off: t('settings.tvMode.off'),
        })}
        onChoose={forgetTvVisit}
      />
    </>
  );
}

function InterfacePanel() {
  const t = useT();
  return (
    <>
      <SwitchField
        name="compactMode"
        label={t('settings.compactMode.label')}
        description={t('settings.compactMode.description')}
      />
      <SelectField
        name="gridSize"
        label={t('settings.gridSize.label')}
        options={optionsOf(GRID_SIZES, useSizeNames())}
      />
      <SwitchField name="showRatings" label={t('settings.showRatings.label')} />
      <SwitchField name="showYear" label={t('settings.showYear.label')} />
      <SwitchField name="showGenres" label={t('settings.showGenres.label')} />
      <ShortcutsEntry />
    </>
  );
}

/** Only settings that change something in Reelbeat are shown (see README). */
export const PANELS: Record<SettingsTab, () => ReactNode> = {
  Appearance: AppearancePanel,
  Player: PlayerPanel,
  Content: ContentPanel,
  Profiles: ProfilesPanel,
  Sync: SyncTab,
  Connections: ConnectionsPanel,
  Interface: InterfacePanel,
  'Ad Blocking': AdBlockingPanel,
  Notifications: NotificationsPanel,
  Privacy: PrivacyPanel,
  Advanced: AdvancedPanel,
  Experimental: ExperimentalPanel,
};
