import type { Context } from 'hono';
import type { Rasteriser } from '../images/raster.ts';
import { coverSvg } from './cover-svg.ts';
import type { Library, TrackCover } from './library-types.ts';
import { IMAGE_SIZES } from './shapes.ts';

/** A drawn cover goes out as JPEG (see server/images/raster.ts), as SVG only without sharp. */
async function coverResponse(
  c: Context,
  raster: Rasteriser,
  key: string,
  cover: TrackCover,
  quality: string,
) {
  c.header('Cache-Control', 'public, max-age=86400, immutable');
  if (cover.kind === 'embedded') {
    return c.body(new Uint8Array(cover.data), 200, { 'Content-Type': cover.mimeType });
  }
  const size = Number(quality.split('x')[0]);
  const draw = () => coverSvg(cover.title, cover.subtitle, cover.seed, cover.mood, size);
  const jpeg = await raster.jpeg(`${key}/${size}`, draw);
  if (jpeg) return c.body(jpeg, 200, { 'Content-Type': 'image/jpeg' });
  return c.body(draw(), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
}

/** `/images/{song|album|artist|playlist}/{id}/{quality}`: a library item's cover. */
export function coverHandler(library: Library, raster: Rasteriser) {
  return (c: Context) => {
    const id = c.req.param('id') ?? '';
    const kind = c.req.param('kind');
    const quality = c.req.param('quality') ?? '';
    // Any other size would be drawn on request: 15 000 px squares cost gigabytes.
    if (!IMAGE_SIZES.includes(quality)) return c.text('Not found', 404);
    const item =
      kind === 'song'
        ? library.trackById.get(id)
        : kind === 'album'
          ? library.albumById.get(id)
          : kind === 'artist'
            ? library.artistById.get(id)
            : kind === 'playlist'
              ? library.playlistById.get(id)
              : undefined;
    if (!item) return c.text('Not found', 404);
    return coverResponse(c, raster, `${kind}/${id}`, item.cover, quality);
  };
}
