import type { ReactNode } from 'react';
import { msg, useT } from '@/lib/i18n';
import { PLAYBACK_SPEEDS, SLIDER_RANGES } from '@/lib/settings';
import { DefaultServerField } from './default-server-field';
import { SelectField, SliderField, SwitchField } from './fields';
import { MusicAudioFields } from './music-audio-fields';
import { PlayerRecoveryFields } from './player-recovery-fields';
import { SubtitleFields } from './subtitle-fields';
import styles from './settings-page.module.css';

const QUALITY_OPTIONS = [
  { value: 'auto', label: msg('settings.defaultQuality.auto') },
  { value: '1080p', label: msg('settings.defaultQuality.1080p') },
  { value: '720p', label: msg('settings.defaultQuality.720p') },
  { value: '480p', label: msg('settings.defaultQuality.480p') },
] as const;

/** One titled group of the tab's fields. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The Player tab in two titled groups: Video (the servers, episodes, trailers, subtitles and
 * what the video player allows) and Music (what the music player itself obeys: its quality,
 * volume, speed and sound).
 */
export function PlayerPanel() {
  const t = useT();
  const noSkip = t('settings.skip.unavailable');
  return (
    <>
      <Group id="settings-player-video" title={t('settings.player.video')}>
        <DefaultServerField />
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
      </Group>
      <Group id="settings-player-music" title={t('settings.player.music')}>
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
      </Group>
    </>
  );
}
