import { getStorage } from '../backend';
import { createClock, type Clock } from './hlc';

/**
 * This device's identity and clock, kept under `reelbeat_device` (device-only: never backed up
 * or synced): `{"id": "<8 base36>", "clock": "<stamp>"}`. The id names this device in every
 * stamp it makes; `clock` is kept only while the clock runs ahead of the physical time (after a
 * stamp from a device whose clock is ahead), so a reload does not go back below it.
 */
export const DEVICE_KEY = 'reelbeat_device';

const randomId = (length: number) => {
  let id = '';
  while (id.length < length) id += Math.random().toString(36).slice(2);
  return id.slice(0, length);
};

/** Each page of the app is a writer of its own: two tabs never make the same stamp. */
export const TAB_ID = randomId(4);

interface DeviceRecord {
  id: string;
  clock?: string;
}

function readDevice(): DeviceRecord | null {
  try {
    const value: unknown = JSON.parse(getStorage()?.getItem(DEVICE_KEY) ?? 'null');
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && /^[0-9a-z]{8}$/.test(id)) return value as DeviceRecord;
  } catch {
    // Unreadable: a new id is made below.
  }
  return null;
}

function writeDevice(record: DeviceRecord) {
  try {
    getStorage()?.setItem(DEVICE_KEY, JSON.stringify(record));
  } catch {
    // Without storage the id lives as long as the page: stamps stay unique all the same.
  }
}

let device: DeviceRecord | null = null;

/** This device's id (made and kept on first use). */
export function deviceId(): string {
  // Written only when made: a page that finds its id writes nothing at start-up.
  if (!device) device = readDevice();
  if (!device) {
    device = { id: randomId(8) };
    writeDevice(device);
  }
  return device.id;
}

let clock: Clock | null = null;

/** The clock every record of this page is stamped with. */
export function getClock(): Clock {
  if (!clock) {
    const id = deviceId();
    clock = createClock({
      node: id + TAB_ID,
      start: readDevice()?.clock ?? null,
      onAhead: (stamp) => writeDevice({ id, clock: stamp }),
    });
  }
  return clock;
}

/**
 * Takes in the stamps of records another tab or device wrote, so that this page's next stamps
 * are above them: an edit made after seeing a record then wins over it (hlc.ts). Stamps compare
 * as text, so the highest alone is observed.
 */
export function observeStamps(records: Iterable<{ stamp: string }>) {
  let top = '';
  for (const { stamp } of records) if (stamp > top) top = stamp;
  if (top) getClock().observe(top);
}

/** A new stamp of this page's clock. */
export const newStamp = () => getClock().now();

/** For tests: forget the id and clock read so far (as a new page would). */
export function resetDevice() {
  device = null;
  clock = null;
}
