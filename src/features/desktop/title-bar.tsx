import { useEffect, useState } from 'react';
import { Copy, Minus, Square, X } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { useConfig } from '../../config/config-context';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import styles from './title-bar.module.css';

/**
 * The desktop shell's 32 px title bar; rendered only when the bridge is present. The bar is the
 * window's drag region; its buttons opt out so they stay clickable.
 */
export function TitleBar({ bridge }: { bridge: ReelbeatBridge }) {
  const { productName } = useConfig();
  const maximized = useMaximized(bridge);
  const t = useT();

  return (
    <header className={styles.bar} aria-label={t('desktop.titleBar.label')}>
      <span className={styles.title}>{productName}</span>
      <div className={styles.controls}>
        <button
          type="button"
          aria-label={t('desktop.titleBar.minimize')}
          onClick={() => bridge.window.minimize()}
        >
          <Minus aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          aria-label={maximized ? t('desktop.titleBar.restore') : t('desktop.titleBar.maximize')}
          onClick={() => bridge.window.maximize()}
        >
          {maximized ? (
            <Copy aria-hidden="true" size={14} />
          ) : (
            <Square aria-hidden="true" size={14} />
          )}
        </button>
        <button
          type="button"
          aria-label={t('desktop.titleBar.close')}
          className={styles.close}
          onClick={() => bridge.window.close()}
        >
          <X aria-hidden="true" size={16} />
        </button>
      </div>
    </header>
  );
}

function useMaximized(bridge: ReelbeatBridge): boolean {
  const [maximized, setMaximized] = useState(false);
  useEffect(() => {
    let active = true;
    const unsubscribe = bridge.window.onMaximizedChange((value) => setMaximized(value));
    bridge.window.isMaximized().then(
      (value) => active && setMaximized(value),
      (error: unknown) => console.warn('[reelbeat] could not read the window state:', error),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [bridge]);
  return maximized;
}
