import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/button';
import { formatPercent, useT } from '@/lib/i18n';
import { setVolume, toggleMute } from '../player-options';
import { useVolume } from '../model/player-hooks';
import styles from './player-controls.module.css';

/** Mute/unmute (unmute returns to 0.7) and a 0–1 slider in steps of 0.05. */
export function VolumeControl({ className }: { className?: string }) {
  const t = useT();
  const volume = useVolume();
  const Icon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className={`${styles.volume} ${className ?? ''}`}>
      <Button
        variant="icon"
        onClick={toggleMute}
        aria-label={volume === 0 ? t('musicPlayer.volume.unmute') : t('musicPlayer.volume.mute')}
        title={volume === 0 ? t('musicPlayer.volume.unmute') : t('musicPlayer.volume.mute')}
      >
        <Icon aria-hidden="true" size={20} />
      </Button>
      <input
        className={styles.volumeSlider}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={volume}
        aria-label={t('musicPlayer.volume.label')}
        aria-valuetext={formatPercent(Math.round(volume * 100) / 100)}
        onChange={(event) => setVolume(Number(event.target.value))}
      />
    </div>
  );
}
