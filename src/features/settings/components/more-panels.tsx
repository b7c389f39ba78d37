import { useT } from '@/lib/i18n';
import { YourDataSection } from '@/features/backup';
import { CACHE_SIZES, SLIDER_RANGES } from '../settings-schema';
import { Note, SelectField, SliderField, SwitchField, optionsOf } from './fields';

export function NotificationsPanel() {
  const t = useT();
  return <Note>{t('settings.notifications.none')}</Note>;
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
    </>
  );
}
