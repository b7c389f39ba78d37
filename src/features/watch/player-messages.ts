import { z } from 'zod/mini';

/** The void server's window messages (progress and state, posted to the page); the demo player sends the same. */
const playerEventSchema = z.object({
  type: z.literal('PLAYER_EVENT'),
  data: z.object({
    event: z.string(),
    currentTime: z.number().check(z.gte(0)),
    duration: z.number().check(z.gte(0)),
  }),
});

const mediaDataSchema = z.object({
  type: z.literal('MEDIA_DATA'),
  data: z.record(z.string(), z.unknown()),
});

/** Reelbeat's demo player says which commands it takes (watching together keeps it in step). */
const capabilitiesSchema = z.object({
  type: z.literal('PLAYER_CAPABILITIES'),
  data: z.object({ commands: z.array(z.string()) }),
});

const messageSchema = z.discriminatedUnion('type', [
  playerEventSchema,
  mediaDataSchema,
  capabilitiesSchema,
]);

export type PlayerEvent = z.infer<typeof playerEventSchema>['data'];
export type MediaData = z.infer<typeof mediaDataSchema>['data'];

export interface PlayerMessageOptions {
  trustedOrigins: ReadonlySet<string>;
  /** The embed's window (`iframe.contentWindow`); messages from any other window are ignored. */
  getSource: () => MessageEventSource | null;
  onPlayerEvent: (event: PlayerEvent) => void;
  onMediaData: (data: MediaData) => void;
  onCapabilities?: (commands: readonly string[]) => void;
  /** Called with what was ignored and why, for debugging; never required. */
  onIgnored?: (reason: 'origin' | 'source' | 'malformed' | 'failed', data: unknown) => void;
}

/** Some hosts post JSON text instead of an object. */
function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * A `message` listener that accepts only the trusted origins AND the embed's own window,
 * validates the payload and never throws (a bad message from a third party must not break
 * the page).
 */
export function createPlayerMessageHandler(options: PlayerMessageOptions) {
  return (event: MessageEvent): void => {
    const ignore = options.onIgnored ?? (() => undefined);
    if (!options.trustedOrigins.has(event.origin)) return ignore('origin', event.data);
    const source = options.getSource();
    if (!source || event.source !== source) return ignore('source', event.data);
    const parsed = messageSchema.safeParse(decode(event.data));
    if (!parsed.success) return ignore('malformed', event.data);
    try {
      if (parsed.data.type === 'PLAYER_EVENT') options.onPlayerEvent(parsed.data.data);
      else if (parsed.data.type === 'MEDIA_DATA') options.onMediaData(parsed.data.data);
      else options.onCapabilities?.(parsed.data.data.commands);
    } catch (error) {
      ignore('failed', error);
    }
  };
}

export interface ProgressSample {
  /** Percent watched, 0–100. */
  percent: number;
  /** Position in seconds. */
  position: number;
}

export interface ProgressTrackerOptions {
  save: (sample: ProgressSample) => void;
  now?: () => number;
  /** At most one write per this many ms, except pause/ended/flush. */
  intervalMs?: number;
}

export const PROGRESS_WRITE_INTERVAL_MS = 5000;
const IMMEDIATE_EVENTS = new Set(['pause', 'ended']);

function toSample(event: PlayerEvent): ProgressSample | null {
  if (!(event.duration > 0) || !Number.isFinite(event.currentTime)) return null;
  if (event.event === 'ended') return { percent: 100, position: event.duration };
  const position = Math.min(event.currentTime, event.duration);
  return { percent: (position / event.duration) * 100, position };
}

/**
 * Turns a stream of player events into storage writes: throttled while playing, immediate on
 * pause and end, and `flush()` writes what is pending when the page is left.
 */
export function createProgressTracker(options: ProgressTrackerOptions) {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? PROGRESS_WRITE_INTERVAL_MS;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let pending: ProgressSample | null = null;

  function flush() {
    if (!pending) return;
    const sample = pending;
    pending = null;
    lastWrite = now();
    options.save(sample);
  }

  function report(event: PlayerEvent) {
    const sample = toSample(event);
    if (!sample) return;
    pending = sample;
    if (IMMEDIATE_EVENTS.has(event.event) || now() - lastWrite >= interval) flush();
  }

  return { report, flush };
}
