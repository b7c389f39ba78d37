import { PLAYER_SERVERS, type PlayerServerDefinition } from '@shared/config/players';
import { msg, useT } from '@/lib/i18n';
import { PLAYBACK_SPEEDS, SLIDER_RANGES } from '@/lib/settings';
import { qualityLabel } from '../server-words';
import { SelectField, SliderField, SwitchField } from './fields';
import { MusicAudioFields } from './music-audio-fields';
import { PlayerRecoveryFields } from './player-recovery-fields';
import { SubtitleFields } from './subtitle-fields';

const QUALITY_OPTIONS = [
  { value: 'auto', label: msg('settings.defaultQuality.auto') },
  { value: '1080p', label: msg('settings.defaultQuality.1080p') },
  { value: '720p', label: msg('settings.defaultQuality.720p') },
  { value: '480p', label: msg('settings.defaultQuality.480p') },
] as const;

/** "Sukuna (Multi lang)" in the interface language. */
export const serverLabel = (server: PlayerServerDefinition) =>
  `${server.name} (${qualityLabel(server.quality)})`;

/** The Player tab: video servers and trailers, then what the music player itself obeys. */
export function PlayerPanel() {
  const t = useT();
  const noSkip = t('settings.skip.unavailable');
  return (
    <>
      <SelectField
        name="defaultServer"
        label={t('settings.defaultServer.label')}
        options={PLAYER_SERVERS.map((s) => ({ value: s.id, label: serverLabel(s) }))}
        alsoSet={{ defaultServerChosen: true }}
      />
      <PlayerRecoveryFields />
      <SwitchField name="autoNext" label={t('settings.autoNext.label')} />
      <SwitchField
        name="autoplayTrailer"
        label={t('settings.autoplayTrailer.label')}
        description={t('settings.autoplayTrailer.description')}
      />
      <SwitchField name="muteTrailers" label={t('settings.muteTrailers.label')} />
      <SubtitleFields />
      <SliderField
        name="maxConcurrentStreams"
        label={t('settings.maxConcurrentStreams.label')}
        valueText={(value) => t('settings.unit.streams', { value })}
        description={t('settings.maxConcurrentStreams.description')}
        {...SLIDER_RANGES.maxConcurrentStreams}
      />
      <SelectField
        name="defaultQuality"
        label={t('settings.defaultQuality.label')}
        options={QUALITY_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        description={t('settings.defaultQuality.description')}
      />
      <SliderField
        name="volume"
        label={t('settings.volume.label')}
        valueText={(value) => t('settings.unit.percent', { value })}
        description={t('settings.volume.description')}
        {...SLIDER_RANGES.volume}
      />
      <SelectField
        name="playbackSpeed"
        label={t('settings.playbackSpeed.label')}
        options={PLAYBACK_SPEEDS.map((speed) => ({
          value: speed,
          label: t('settings.playbackSpeed.option', { speed }),
        }))}
        description={t('settings.playbackSpeed.description')}
      />
      <MusicAudioFields />
      <SwitchField
        name="skipIntro"
        label={t('settings.skipIntro.label')}
        description={noSkip}
        disabled
      />
      <SwitchField
        name="skipCredits"
        label={t('settings.skipCredits.label')}
        description={noSkip}
        disabled
      />
    </>
  );
}
