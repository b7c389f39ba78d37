import type SharpConstructor from 'sharp';
import { createSingleFlight } from '../single-flight.ts';
import { LRUCache } from 'lru-cache';

/**
 * The offline catalogue and music library draw their images as SVG. A page pays for every SVG
 * image on its main thread: Chromium builds each one as a small document of its own (parse,
 * style, layout, paint), and Home shows about 20 of them. A JPEG is decoded off the main thread, and it is what the real
 * catalogue serves. So the offline services send their drawings as JPEG, rendered once by
 * sharp (libvips, in its own threads, never on the event loop) and kept in a bounded cache.
 *
 * When sharp cannot load (a platform without its prebuilt binary), one line is logged and the
 * drawing is sent as SVG: the images still show, only at the old cost.
 */
export interface Rasteriser {
  /** The JPEG of a drawing, or null when sharp is unavailable or the drawing fails to render. */
  jpeg(key: string, draw: () => string): Promise<Bytes | null>;
}

type Sharp = typeof SharpConstructor;
type Bytes = Uint8Array<ArrayBuffer>;

/** Good enough that a gradient shows no bands, while a drawing stays a few kilobytes. */
const JPEG_QUALITY = 80;

let sharpModule: Promise<Sharp | null> | null = null;

function loadSharp(log: (line: string) => void): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      log(`[reelbeat] offline images are sent as SVG: sharp did not load (${String(error)})`);
      return null;
    },
  );
  return sharpModule;
}

/** Bytes of renders kept per rasteriser: room for every size a screen asks for many times over. */
export const DEFAULT_RASTER_BYTES = 16 * 1024 * 1024;

export function createRasteriser(
  options: { maxEntries?: number; maxBytes?: number; log?: (line: string) => void } = {},
): Rasteriser {
  const { maxEntries = 2000, maxBytes = DEFAULT_RASTER_BYTES, log = console.warn } = options;
  const done = new LRUCache<string, Bytes>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });
  const rendering = createSingleFlight<Bytes | null>();

  async function render(draw: () => string): Promise<Bytes | null> {
    const sharp = await loadSharp(log);
    if (!sharp) return null;
    try {
      const jpeg = await sharp(Buffer.from(draw())).jpeg({ quality: JPEG_QUALITY }).toBuffer();
      // A copy: sharp's Buffer may be a view into a shared pool.
      return Uint8Array.from(jpeg);
    } catch (error) {
      log(`[reelbeat] an offline image failed to render: ${String(error)}`);
      return null;
    }
  }

  return {
    jpeg(key, draw) {
      const cached = done.get(key);
      if (cached) return Promise.resolve(cached);
      // Many cards ask for the same poster at once: one render serves them all.
      return rendering.run(key, () =>
        render(draw).then((bytes) => {
          if (bytes) done.set(key, bytes);
          return bytes;
        }),
      );
    },
  };
}
