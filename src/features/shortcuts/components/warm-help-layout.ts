import { whenQuiet } from '@/lib/startup';
import { withoutDownloads } from './without-downloads';

/**
 * Lays out a copy of the help's panel once, out of sight, in a quiet idle moment (`whenQuiet`),
 * while the built dialog waits closed. The first layout of its text in a page (the fonts at the
 * panel's sizes and weights, the key caps' symbols) made the `?` that opened it ~2–3× as long
 * as later openings' under 4× CPU slowdown; done here, the key's own layout finds all that ready.
 * Symbols whose font file has not loaded are left out of the copy, so the warm-up downloads
 * nothing (a family chosen in Settings may keep some in a file the page has not needed yet).
 * A dialog open by then has been laid out already and is left alone. Returns a cancel function.
 */
export function warmHelpLayout(panel: HTMLElement): () => void {
  return whenQuiet(() => {
    if (panel.closest('dialog')?.open) return;
    const copy = panel.cloneNode(true) as HTMLElement;
    for (const named of [copy, ...copy.querySelectorAll('[id]')]) named.removeAttribute('id');
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.inert = true;
    box.style.cssText =
      'position:fixed;top:0;left:0;width:100vw;height:100vh;overflow:hidden;visibility:hidden;pointer-events:none;contain:strict';
    box.append(copy);
    document.body.append(box);
    const texts = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const checked = new Map<string, boolean>();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node as Text;
      if (text.parentElement)
        text.data = withoutDownloads(text.data, getComputedStyle(text.parentElement), checked);
    }
    // Reading its size lays the copy out now, which is what readies the fonts.
    copy.getBoundingClientRect();
    box.remove();
  });
}
