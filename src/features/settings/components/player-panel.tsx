import { PLAYER_SERVERS } from '@/config/players';
import { PLAYBACK_SPEEDS, SLIDER_RANGES } from '../settings-schema';
import { SelectField, SliderField, SwitchField } from './fields';
import { PlayerRecoveryFields } from './player-recovery-fields';

const QUALITY_OPTIONS = [
  { value: 'auto', label: 'Auto (music 320 kbps)' },
  { value: '1080p', label: '1080p (music 320 kbps)' },
  { value: '720p', label: '720p (music 160 kbps)' },
  { value: '480p', label: '480p (music 96 kbps)' },
] as const;

const NO_SKIP =
  'Video plays inside the servers’ own players, which do not tell Reelbeat where intros and credits are, so this cannot be offered.';

/** The Player tab: video servers and trailers, then what the music player itself obeys. */
export function PlayerPanel() {
  return (
    <>
      <SelectField
        name="defaultServer"
        label="Default server"
        options={PLAYER_SERVERS.map((s) => ({ value: s.id, label: `${s.name} (${s.quality})` }))}
        alsoSet={{ defaultServerChosen: true }}
      />
      <PlayerRecoveryFields />
      <SwitchField name="autoNext" label="Autoplay next episode" />
      <SwitchField
        name="autoplayTrailer"
        label="Autoplay trailers"
        description="On the home carousel and card previews."
      />
      <SwitchField name="muteTrailers" label="Mute trailers" />
      <SelectField
        name="defaultQuality"
        label="Default quality"
        options={QUALITY_OPTIONS}
        description="The music stream's quality; video servers pick their own."
      />
      <SliderField
        name="volume"
        label="Volume"
        unit="%"
        description="The music player's volume (the player bar's slider is the same setting)."
        {...SLIDER_RANGES.volume}
      />
      <SelectField
        name="playbackSpeed"
        label="Playback speed"
        options={PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }))}
        description="How fast music plays."
      />
      <SwitchField name="skipIntro" label="Skip intro" description={NO_SKIP} disabled />
      <SwitchField name="skipCredits" label="Skip credits" description={NO_SKIP} disabled />
    </>
  );
}
