import { SLIDER_RANGES } from '../settings-schema';
import { SliderField, SwitchField } from './fields';

/** How the player recovers from a server that does not respond (watch feature README). */
export function PlayerRecoveryFields() {
  return (
    <>
      <SwitchField
        name="autoSwitchServers"
        label="Switch servers automatically"
        description="When a server isn't responding, move to the next working one after 5 seconds."
      />
      <SliderField
        name="fallbackSeconds"
        label="Wait before a server counts as not responding"
        {...SLIDER_RANGES.fallbackSeconds}
        unit="s"
      />
    </>
  );
}
