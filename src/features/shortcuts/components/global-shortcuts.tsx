import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { withMessages } from '@/lib/i18n';
import { takeEarlyKeys } from '@/lib/startup';
import {
  closeShortcutsHelp,
  isShortcutsHelpOpen,
  openShortcutsHelp,
  useShortcutsHelpOpen,
} from '../help-state';
import { REPEATABLE } from '../key-map';
import type { MusicKeys } from '../music-keys';
import { currentPageKeys } from '../page-keys';
import { planShortcut } from '../plan-shortcut';
import { focusSearch } from '../search-focus';
import { useBuiltAhead } from './build-ahead';
import { ShortcutsHelp } from './shortcuts-help';
import { warmKeyGlyphs } from './warm-key-glyphs';

interface GlobalShortcutsProps {
  /** From the first music page on: the player (and so the music keys) may have a song. */
  musicShown: boolean;
}

/**
 * Opens the help. The browser closes a dialog by itself on an Escape it does not let the page
 * cancel (one opened by a key answered later, without a fresh user activation); the `close`
 * event that tells the store comes a task later, and a `?` pressed before it found the help
 * "open" and closed it. Such a help is closed here first, so this `?` opens it again.
 */
function showHelp() {
  if (isShortcutsHelpOpen()) flushSync(closeShortcutsHelp);
  openShortcutsHelp();
}

/**
 * The app's keyboard: one `keydown` listener on the document, and the help dialog. Mounted by
 * the layout once the first page is idle. Keys pressed inside an embedded player's frame never
 * reach it: they are the embed's.
 */
export default function GlobalShortcuts({ musicShown }: GlobalShortcutsProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const helpOpen = useShortcutsHelpOpen();
  const helpBuilt = useBuiltAhead();
  const music = useRef<MusicKeys | null>(null);
  const place = useRef({ pathname, navigate });
  useEffect(() => {
    place.current = { pathname, navigate };
  });

  // The music keys come with the player's own code, which the layout loads on the first music
  // page; before that no song can be current. (Their words, the player's, come with that page.)
  useEffect(() => {
    if (!musicShown) return;
    let live = true;
    void withMessages(['music'], import('../music-keys')).then((m) => {
      if (live) music.current = m.musicKeys;
    });
    return () => {
      live = false;
    };
  }, [musicShown]);

  useEffect(() => warmKeyGlyphs(), []);

  useEffect(() => {
    let cancelSearch = () => {};
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const openDialogs = document.querySelectorAll('dialog[open]').length;
      const plan = planShortcut(
        {
          key: event.key,
          code: event.code,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          altGraph: event.getModifierState?.('AltGraph') ?? false,
        },
        {
          target: event.target instanceof Element ? event.target : null,
          music: music.current,
          page: currentPageKeys(),
          openDialogs,
          // With no dialog on screen the help is closed, whatever the store still says (below).
          helpOpen: isShortcutsHelpOpen() && openDialogs > 0,
          setHelpOpen: (open) => (open ? showHelp() : closeShortcutsHelp()),
          focusSearch: () => {
            cancelSearch();
            cancelSearch = focusSearch(place.current.pathname, place.current.navigate);
          },
        },
      );
      if (!plan) return;
      // A held key scrolls nothing either way; only seeking and volume repeat.
      event.preventDefault();
      if (!event.repeat || REPEATABLE.has(plan.action)) plan.run();
    };
    document.addEventListener('keydown', onKeyDown);
    // Keys pressed while this code loaded: each as if it arrived now, where it was pressed.
    for (const event of takeEarlyKeys()) onKeyDown(event);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelSearch();
    };
  }, []);

  // Built closed in an idle moment, so `?` only opens it: rendering its ~160 elements inside the
  // key was a third of the key's time. Asked for before that, it is built then.
  return helpOpen || helpBuilt ? (
    <ShortcutsHelp open={helpOpen} onClose={closeShortcutsHelp} />
  ) : null;
}
