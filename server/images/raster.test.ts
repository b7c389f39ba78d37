import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createRasteriser } from './raster.ts';

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60"><rect width="40" height="60" fill="${fill}"/></svg>`;

describe('createRasteriser', () => {
  it('renders a drawing as a JPEG of its size and colour', async () => {
    const jpeg = await createRasteriser().jpeg('red', () => drawing('#ff0000'));
    expect(jpeg).not.toBeNull();
    const { data, info } = await sharp(jpeg!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([40, 60, 'raw']);
    expect(data[0]).toBeGreaterThan(240);
    expect(data[1]).toBeLessThan(20);
  });

  it('draws once for simultaneous and later asks of the same key', async () => {
    const raster = createRasteriser();
    const draw = vi.fn(() => drawing('#00ff00'));
    const [a, b] = await Promise.all([raster.jpeg('k', draw), raster.jpeg('k', draw)]);
    const c = await raster.jpeg('k', draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('keeps at most maxEntries renders', async () => {
    const raster = createRasteriser({ maxEntries: 1 });
    const draw = vi.fn(() => drawing('#0000ff'));
    await raster.jpeg('a', draw);
    await raster.jpeg('b', draw);
    await raster.jpeg('a', draw);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('keeps its renders within a byte budget', async () => {
    const raster = createRasteriser({ maxBytes: 2000 });
    const draw = vi.fn(() => drawing('#0000ff'));
    const first = await raster.jpeg('a', draw);
    expect(first!.length).toBeGreaterThan(100);
    const fit = Math.floor(2000 / first!.length);
    for (let i = 1; i <= fit; i += 1) await raster.jpeg(`k${i}`, draw);
    await raster.jpeg('a', draw);
    expect(draw).toHaveBeenCalledTimes(fit + 2);
  });

  it('answers null and logs one line for a drawing that does not render, then tries again', async () => {
    const log = vi.fn();
    const raster = createRasteriser({ log });
    expect(await raster.jpeg('bad', () => 'not an svg')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/failed to render/);
    expect(await raster.jpeg('bad', () => drawing('#fff'))).not.toBeNull();
  });
});
