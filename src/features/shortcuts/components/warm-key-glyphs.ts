import { whenQuiet } from '@/lib/startup';
import { SHORTCUT_GROUPS } from '../shortcut-list';
import styles from './shortcuts-help.module.css';
import { withoutDownloads } from './without-downloads';

/** The symbols the help writes on its key caps (← → ↑ ↓ / ? and letters), each once. */
export const KEY_GLYPHS = [
  ...new Set(
    SHORTCUT_GROUPS.flatMap((group) =>
      group.rows.flatMap((row) => row.keys.flatMap((name) => ('text' in name ? [name.text] : []))),
    ),
  ),
].join('');

/**
 * Lays out the help's key symbols once, out of sight, in a quiet idle moment (`whenQuiet`) after
 * the keyboard's code loads. The arrows are not in the interface font: the first time a page
 * draws them, the browser searches the system's fonts for one that has them, inside that
 * layout. Done in the `?` that opened the help, that search was most of the key's time (the
 * dialog's forced layout took several times as long as once the symbols had been drawn).
 * No file of the interface font holds any of the four arrows (key-glyph-fonts.test.ts), so they
 * are drawn in one system font and need no download. Symbols whose font file has not loaded
 * (another family chosen in Settings) are still left out: the warm-up downloads nothing.
 * Returns a cancel function.
 */
export function warmKeyGlyphs(): () => void {
  const run = () => {
    const probe = document.createElement('kbd');
    probe.className = styles.key ?? '';
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = 'position:fixed;top:0;left:-100vw;visibility:hidden;pointer-events:none';
    document.body.append(probe);
    probe.textContent = withoutDownloads(KEY_GLYPHS, getComputedStyle(probe));
    // Reading its size lays the text out now, which is what finds the fonts.
    probe.getBoundingClientRect();
    probe.remove();
  };
  return whenQuiet(run);
}
