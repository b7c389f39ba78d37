import type { PlayerServerConfig } from '@/config/config-schema';
import type { PlayerServerId } from '@/config/players';
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

const STATUS_TEXT = { up: 'Working', down: 'Down', unknown: 'Not checked' } as const;

/** One toggle button per offered server, with its quality label and its host's health. */
export function ServerPicker({
  servers,
  selected,
  unsandboxed,
  health,
  onSelect,
}: ServerPickerProps) {
  return (
    <div className={styles.servers} role="group" aria-label="Servers">
      {servers.map((server) => {
        const state = health.get(server.id);
        const status = state?.status ?? 'unknown';
        const latency =
          status === 'up' && state?.latencyMs ? ` (${Math.round(state.latencyMs)} ms)` : '';
        return (
          <button
            key={server.id}
            type="button"
            className={styles.server}
            aria-pressed={server.id === selected}
            onClick={() => onSelect(server.id)}
            title={`${STATUS_TEXT[status]}${latency}`}
          >
            <span className={extra.statusDot} data-status={status} aria-hidden />
            <span>{server.name}</span>
            <span className={styles.quality}>{server.quality}</span>
            <span className={extra.statusText}>{STATUS_TEXT[status]}</span>
            {unsandboxed.includes(server.id) ? (
              <span className={styles.unsandboxedDot} title="Sandbox off">
                !
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
