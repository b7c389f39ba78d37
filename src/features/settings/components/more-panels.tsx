import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { isDesktopShell } from '@/lib/platform/bridge';
import { YourDataSection } from '@/features/backup';
import { CACHE_SIZES, SLIDER_RANGES } from '@/lib/settings';
import { Note, SelectField, SliderField, SwitchField, optionsOf } from './fields';

const notificationPermission = () =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export function NotificationsPanel() {
  const t = useT();
  const [permission, setPermission] = useState(notificationPermission);
  // Asked only when the switch is turned on, so the browser's prompt answers a choice.
  const ask = (on: boolean) => {
    if (!on || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    void Notification.requestPermission().then(setPermission, () => undefined);
  };
  return (
    <>
      <SwitchField
        name="notifications"
        label={t('settings.notifications.label')}
        description={
          permission === 'denied' || permission === 'unsupported'
            ? t('settings.notifications.blocked')
            : t('settings.notifications.description')
        }
        onToggle={ask}
      />
      <SwitchField
        name="newEpisodes"
        label={t('settings.newEpisodes.label')}
        description={t('settings.newEpisodes.description')}
      />
    </>
  );
}

export function PrivacyPanel() {
  const t = useT();
  return (
    <>
      <Note>{t('settings.privacy.note')}</Note>
      <SwitchField
        name="trackWatching"
        label={t('settings.trackWatching.label')}
        description={t('settings.trackWatching.description')}
      />
      <SwitchField
        name="incognitoMode"
        label={t('settings.incognitoMode.label')}
        description={t('settings.incognitoMode.description')}
      />
      <YourDataSection />
    </>
  );
}

export function AdvancedPanel() {
  const t = useT();
  const desktop = isDesktopShell();
  return (
    <>
      <SliderField
        name="networkTimeout"
        label={t('settings.networkTimeout.label')}
        valueText={(value) => t('settings.unit.seconds', { value })}
        {...SLIDER_RANGES.networkTimeout}
      />
      <SliderField
        name="retryAttempts"
        label={t('settings.retryAttempts.label')}
        valueText={(value) => t('settings.unit.times', { value })}
        {...SLIDER_RANGES.retryAttempts}
      />
      <SelectField
        name="cacheSize"
        label={t('settings.cacheSize.label')}
        options={optionsOf(CACHE_SIZES)}
        description={t('settings.cacheSize.description')}
      />
      <SwitchField
        name="preloadContent"
        label={t('settings.preloadContent.label')}
        description={t('settings.preloadContent.description')}
      />
      <SwitchField
        name="hardwareAcceleration"
        label={t('settings.hardwareAcceleration.label')}
        description={
          desktop
            ? t('settings.hardwareAcceleration.desktop')
            : t('settings.hardwareAcceleration.web')
        }
        disabled={!desktop}
      />
      <SwitchField
        name="updates"
        label={t('settings.updates.label')}
        description={t('settings.updates.description')}
      />
    </>
  );
}

export function ExperimentalPanel() {
  const t = useT();
  return (
    <>
      <SwitchField
        name="debugMode"
        label={t('settings.debugMode.label')}
        description={t('settings.debugMode.description')}
      />
      <SwitchField
        name="developerMode"
        label={t('settings.developerMode.label')}
        description={t('settings.developerMode.description')}
      />
      <SwitchField
        name="betaFeatures"
        label={t('settings.betaFeatures.label')}
        description={t('settings.betaFeatures.unavailable')}
        disabled
      />
    </>
  );
}
