import { useId } from 'react';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { PLAYER_SERVERS, type PlayerServerId } from '@/config/players';
import { useSetting, useSettingsStore } from '../settings.store';
import styles from './settings-page.module.css';

/** The player sandbox shield: every server is sandboxed unless the user lets it out here. */
export function AdBlockingPanel() {
  const unsandboxed = useSetting('unsandboxedServers');
  const allBlocked = unsandboxed.length === 0;
  return (
    <>
      <div className={styles.callout}>
        <ShieldCheck aria-hidden="true" size={22} />
        <p>
          Reelbeat plays every server inside a sandbox that blocks pop-ups, new tabs and redirects
          of this page. {allBlocked ? 'Pop-up blocking is on for all servers.' : null}
        </p>
      </div>
      {allBlocked ? null : (
        <div className={`${styles.callout} ${styles.warning}`} role="note">
          <TriangleAlert aria-hidden="true" size={22} />
          <p>
            Servers run without the sandbox can open pop-up ads and redirect this page. Only turn it
            off for a server that refuses to play otherwise.
          </p>
        </div>
      )}
      <h3 className={styles.groupHeading}>Allow pop-ups (run unsandboxed)</h3>
      {PLAYER_SERVERS.map((server) => (
        <ServerSwitch
          key={server.id}
          id={server.id}
          name={`${server.name} (${server.quality})`}
          checked={unsandboxed.includes(server.id)}
        />
      ))}
    </>
  );
}

function ServerSwitch({
  id,
  name,
  checked,
}: {
  id: PlayerServerId;
  name: string;
  checked: boolean;
}) {
  const inputId = useId();
  const toggle = (on: boolean) => {
    const { settings, actions } = useSettingsStore.getState();
    const others = settings.unsandboxedServers.filter((s) => s !== id);
    actions.update({ unsandboxedServers: on ? [...others, id] : others });
  };
  return (
    <div className={styles.field}>
      <div className={styles.fieldText}>
        <label className={styles.label} htmlFor={inputId}>
          Allow pop-ups for {name}
        </label>
        <p className={styles.description}>
          {checked
            ? 'Unsandboxed: pop-ups and redirects are possible.'
            : 'Sandboxed: pop-ups blocked.'}
        </p>
      </div>
      <div className={styles.control}>
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          onChange={(e) => toggle(e.target.checked)}
        />
      </div>
    </div>
  );
}
