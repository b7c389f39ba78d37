import type { PlayerServerConfig } from '@shared/config/config-schema';
import type { PlayerServerId } from '@shared/config/players';
import { scrollFadeClass, useScrollFade } from '@/components/scroll-fade';
import { msg, useT } from '@/lib/i18n';
import { qualityLabel } from '../../settings';
import type { HealthMap } from '../player-health';
import extra from '../player-extras.module.css';
import styles from '../watch.module.css';

interface ServerPickerProps {
  /** In display order (working servers first). */
  servers: readonly PlayerServerConfig[];
  selected: PlayerServerId | undefined;
  unsandboxed: readonly PlayerServerId[];
  health: HealthMap;
  onSelect: (id: PlayerServerId) => void;
}

const STATUS_TEXT = {
  up: msg('watch.servers.up'),
  down: msg('watch.servers.down'),
  unknown: msg('watch.servers.unknown'),
} as const;

/** A server the health check has not answered for yet. */
const NOT_CHECKED = 'unknown';

/** One toggle button per offered server, with its quality label and its host's health. */
export function ServerPicker({
  servers,
  selected,
  unsandboxed,
  health,
  onSelect,
}: ServerPickerProps) {
  const t = useT();
  const fade = useScrollFade<HTMLDivElement>();
  return (
    <div
      ref={fade}
      className={`${styles.servers} ${scrollFadeClass}`}
      role="group"
      aria-label={t('watch.servers.label')}
    >
      {servers.map((server) => {
        const state = health.get(server.id);
        const status = state?.status ?? NOT_CHECKED;
        const statusText = t(STATUS_TEXT[status]);
        const tooltip =
          status === 'up' && state?.latencyMs
            ? t('watch.servers.latency', { status: statusText, ms: Math.round(state.latencyMs) })
            : statusText;
        return (
          <button
            key={server.id}
            type="button"
            className={styles.server}
            aria-pressed={server.id === selected}
            onClick={() => onSelect(server.id)}
            title={tooltip}
          >
            <span className={extra.statusDot} data-status={status} aria-hidden />
            <span>{server.name}</span>
            <span className={styles.quality}>{qualityLabel(server.quality)}</span>
            <span className={extra.statusText}>{statusText}</span>
            {unsandboxed.includes(server.id) ? (
              // The mark says it to the eye, and its words to a screen reader (and to a touch
              // screen's reader, which has no pointer to show the title).
              <span className={styles.unsandboxedDot} title={t('watch.servers.sandboxOff')}>
                <span aria-hidden="true">!</span>
                <span className="visually-hidden"> {t('watch.servers.sandboxOff')}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
