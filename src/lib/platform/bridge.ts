import type { ReelbeatBridge } from '@shared/desktop/reelbeat-bridge';

export type { PresenceActivity, ReelbeatBridge } from '@shared/desktop/reelbeat-bridge';

const isBridge = (value: unknown): value is ReelbeatBridge => {
  if (!value || typeof value !== 'object') return false;
  const bridge = value as Partial<ReelbeatBridge>;
  return (
    typeof bridge.window?.minimize === 'function' && typeof bridge.presence?.set === 'function'
  );
};

/** The desktop bridge when running inside the desktop shell, otherwise null. */
export function getBridge(): ReelbeatBridge | null {
  const candidate = typeof window === 'undefined' ? undefined : window.reelbeat;
  return isBridge(candidate) ? candidate : null;
}

export const isDesktopShell = () => getBridge() !== null;
