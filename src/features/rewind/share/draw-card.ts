import { CARD_SIZES, type CardContent, type CardFormat } from './card-content';

const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK JP", "Noto Sans JP", sans-serif';
const ACCENT = '#e50914';

/** `text` cut with an ellipsis to fit `width`. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** `text` in at most `max` lines of `width` (words kept whole where they fit; the last line cut). */
export function wrap(
  ctx: CanvasRenderingContext2D,
  text: string,
  width: number,
  max = 2,
): string[] {
  const words = text.split(/(?<=\s)/);
  // Without spaces (Japanese), any character may end a line.
  const parts = words.length > 1 ? words : [...text];
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line && ctx.measureText(line + part).width > width) {
      lines.push(line.trimEnd());
      line = part.trimStart();
    } else line += part;
  }
  if (line) lines.push(line.trimEnd());
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), fit(ctx, lines.slice(max - 1).join(' '), width)];
}

/**
 * Draws the highlights card on a canvas of the format's size: the year's big figures and its
 * top lists, with the top title's poster where one may be drawn. Its own dark design in both
 * themes, so a shared card looks the same wherever it is seen.
 */
export function drawCard(canvas: HTMLCanvasElement, content: CardContent, format: CardFormat) {
  const { width, height } = CARD_SIZES[format];
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  const tall = format === 'tall';
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1b1020');
  gradient.addColorStop(1, '#07070a');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  const margin = 80;
  const inner = width - margin * 2;
  let y = margin + 40;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ACCENT;
  ctx.font = `700 40px ${FONT}`;
  ctx.fillText(content.brand, margin, y);
  y += tall ? 110 : 90;
  ctx.fillStyle = '#ffffff';
  ctx.font = `800 ${tall ? 84 : 68}px ${FONT}`;
  ctx.fillText(fit(ctx, content.heading, inner), margin, y);
  y += tall ? 60 : 40;

  if (content.poster && tall) {
    const h = 600;
    const w = Math.round((h * 2) / 3);
    ctx.drawImage(content.poster, width - margin - w, y + 20, w, h);
  }
  const columns = tall ? 1 : 2;
  const column = inner / columns;
  const block = tall ? 190 : 170;
  content.figures.forEach((figure, i) => {
    const x = margin + (i % columns) * column;
    const top = y + Math.floor(i / columns) * block;
    const labelWidth = tall && content.poster ? inner - 460 : column - 30;
    ctx.fillStyle = '#ffffff';
    ctx.font = `800 ${tall ? 96 : 72}px ${FONT}`;
    ctx.fillText(fit(ctx, figure.value, column - 20), x, top + (tall ? 100 : 80));
    ctx.fillStyle = '#c9c9d6';
    ctx.font = `500 ${tall ? 34 : 28}px ${FONT}`;
    wrap(ctx, figure.label, labelWidth).forEach((line, n) => {
      ctx.fillText(line, x, top + (tall ? 145 : 118) + n * (tall ? 40 : 34));
    });
  });
  y += Math.ceil(content.figures.length / columns) * block + 50;

  const lists = tall ? content.lists : content.lists.slice(0, 2);
  const listColumns = tall ? 1 : lists.length || 1;
  const listWidth = inner / listColumns;
  const rows = tall ? 5 : 3;
  lists.forEach((list, i) => {
    const x = margin + (i % listColumns) * listWidth;
    let top = y;
    ctx.fillStyle = ACCENT;
    ctx.font = `700 ${tall ? 40 : 34}px ${FONT}`;
    ctx.fillText(fit(ctx, list.title, listWidth - 20), x, top);
    ctx.fillStyle = '#ffffff';
    ctx.font = `500 ${tall ? 38 : 32}px ${FONT}`;
    list.items.slice(0, rows).forEach((item, n) => {
      top += tall ? 56 : 48;
      ctx.fillText(fit(ctx, `${n + 1}. ${item}`, listWidth - 20), x, top);
    });
    if (tall) y = top + 90;
  });
}

/** The card as a PNG. */
export function cardBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png');
  });
}
