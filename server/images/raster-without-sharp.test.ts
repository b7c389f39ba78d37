import { describe, expect, it, vi } from 'vitest';
import { createRasteriser } from './raster.ts';

vi.mock('sharp', () => {
  throw new Error('no prebuilt binary for this platform');
});

describe('createRasteriser without sharp', () => {
  it('answers null, so the route sends the SVG, and says why once', async () => {
    const log = vi.fn();
    const raster = createRasteriser({ log });
    const draw = () => '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    expect(await raster.jpeg('a', draw)).toBeNull();
    expect(await raster.jpeg('b', draw)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/sent as SVG: sharp did not load/);
  });
});
