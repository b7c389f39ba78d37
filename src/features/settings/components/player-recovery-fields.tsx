import { useT } from '@/lib/i18n';
import { SLIDER_RANGES } from '@/lib/settings';
import { SWITCH_SECONDS } from '../server-words';
import { SliderField, SwitchField } from './fields';

/** How the player recovers from a server that does not respond (watch feature README). */
export function PlayerRecoveryFields() {
  const t = useT();
  return (
    <>
      <SwitchField
        name="autoSwitchServers"
        label={t('settings.autoSwitchServers.label')}
        description={t('settings.autoSwitchServers.description', { seconds: SWITCH_SECONDS })}
      />
      <SliderField
        name="fallbackSeconds"
        label={t('settings.fallbackSeconds.label')}
        {...SLIDER_RANGES.fallbackSeconds}
        valueText={(value) => t('settings.unit.secondsShort', { value })}
      />
    </>
  );
}
