import type { ReelbeatBridge } from '../../lib/platform/bridge';
import { DesktopIntegration } from './desktop-integration';
import { TitleBar } from './title-bar';

/** Everything the layout adds inside the desktop shell: the title bar and presence wiring. */
export function DesktopChrome({ bridge }: { bridge: ReelbeatBridge }) {
  return (
    <>
      <TitleBar bridge={bridge} />
      <DesktopIntegration bridge={bridge} />
    </>
  );
}
