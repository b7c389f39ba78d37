import { Suspense } from 'react';
import { withMessages } from '@/lib/i18n';
import type { PinOwner } from '@/lib/pin/pin-dialog';
import { lazyPart } from '@/lib/startup';

// The PIN dialog's words are in the `video` group with the profiles' (src/lib/pin).
const PinGate = lazyPart(() => withMessages(['video'], import('./pin-gate')));

/** The PINs of `owners`, asked one after another; loaded only when a guarded profile is reached. */
export function AskPins(props: {
  owners: readonly PinOwner[];
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <PinGate {...props} />
    </Suspense>
  );
}
