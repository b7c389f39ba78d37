import type { PlayerServerConfig } from '@/config/config-schema';
import type { PlayerServerId } from '@/config/players';
import styles from '../watch.module.css';

interface ServerPickerProps {
  servers: readonly PlayerServerConfig[];
  selected: PlayerServerId | undefined;
  unsandboxed: readonly PlayerServerId[];
  onSelect: (id: PlayerServerId) => void;
}

/** One toggle button per offered server, with its quality label. */
export function ServerPicker({ servers, selected, unsandboxed, onSelect }: ServerPickerProps) {
  return (
    <div className={styles.servers} role="group" aria-label="Servers">
      {servers.map((server) => (
        <button
          key={server.id}
          type="button"
          className={styles.server}
          aria-pressed={server.id === selected}
          onClick={() => onSelect(server.id)}
        >
          <span>{server.name}</span>
          <span className={styles.quality}>{server.quality}</span>
          {unsandboxed.includes(server.id) ? (
            <span className={styles.unsandboxedDot} title="Sandbox off">
              !
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
