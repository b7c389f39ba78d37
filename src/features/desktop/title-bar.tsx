import { useConfig } from '../../config/config-context';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import styles from './title-bar.module.css';

/** The desktop shell's 32 px title bar; rendered only when the bridge is present. */
export function TitleBar({ bridge }: { bridge: ReelbeatBridge }) {
  const { productName } = useConfig();
  return (
    <header className={styles.bar}>
      <span className={styles.title}>{productName}</span>
      <div className={styles.controls}>
        <button type="button" aria-label="Minimize" onClick={() => bridge.window.minimize()}>
          –
        </button>
        <button type="button" aria-label="Maximize" onClick={() => bridge.window.maximize()}>
          □
        </button>
        <button type="button" aria-label="Close" onClick={() => bridge.window.close()}>
          ×
        </button>
      </div>
    </header>
  );
}
