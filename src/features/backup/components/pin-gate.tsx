import { useState } from 'react';
import { PinDialog, type PinOwner } from '@/lib/pin/pin-dialog';

interface Props {
  owners: readonly PinOwner[];
  onUnlocked: () => void;
  onCancel: () => void;
}

/**
 * Asks each guarded profile's PIN in turn, one dialog per profile (its name in the dialog);
 * `onUnlocked` once every one is right, `onCancel` as soon as one is cancelled.
 */
export default function PinGate({ owners, onUnlocked, onCancel }: Props) {
  const [index, setIndex] = useState(0);
  const owner = owners[index];
  if (!owner) return null;
  return (
    <PinDialog
      key={owner.id}
      owner={owner}
      onCancel={onCancel}
      onUnlocked={() => (index + 1 < owners.length ? setIndex(index + 1) : onUnlocked())}
    />
  );
}
