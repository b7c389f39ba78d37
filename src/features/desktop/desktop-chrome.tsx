import type { ReelbeatBridge } from '../../lib/platform/bridge';
import { DesktopIntegration } from './desktop-integration';
import type { ActivityOf } from './route-activity';
import { TitleBar } from './title-bar';

/**
 * Everything the layout adds inside the desktop shell: the title bar and presence wiring, which
 * says on each page what the page's record declares (`activityOf`).
 */
export function DesktopChrome({
  bridge,
  activityOf,
}: {
  bridge: ReelbeatBridge;
  activityOf: ActivityOf;
}) {
  return (
    <>
      <TitleBar bridge={bridge} />
      <DesktopIntegration bridge={bridge} activityOf={activityOf} />
    </>
  );
}
