import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';

interface BoxState {
  /** What the box shows. */
  text: string;
  /** The address query the box was last in step with. */
  url: string;
  /** The query the box itself last wrote into the address (null once the address showed it). */
  written: string | null;
}

/** Puts `next` into the address, remembering it as the box's own write. */
function writeQuery(
  next: string,
  setBox: Dispatch<SetStateAction<BoxState>>,
  setParams: SetURLSearchParams,
) {
  setBox((shown) => ({ ...shown, written: next }));
  setParams(next ? { q: next } : {}, { replace: true });
}

/**
 * A search box bound to the address's `?q=`, so a search can be shared and survives a reload.
 *
 * Typing reaches the address `delayMs` after the last keystroke, replacing the history entry.
 * Any other change of the address (edited by hand, back or forward, a link) is a new search and
 * the box follows it; the box's own write never overwrites what was typed since.
 */
export function useSearchParamText(delayMs: number) {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [box, setBox] = useState<BoxState>({ text: urlQuery, url: urlQuery, written: null });
  let text = box.text;
  if (box.url !== urlQuery) {
    // The box's own write keeps the text as typed (its spaces, and whatever came since).
    text = urlQuery.trim() === box.written ? box.text : urlQuery;
    setBox({ text, url: urlQuery, written: null });
  }
  const query = urlQuery.trim();

  const write = (next: string) => writeQuery(next, setBox, setParams);

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => writeQuery(next, setBox, setParams), delayMs);
    return () => clearTimeout(timer);
  }, [text, query, delayMs, setParams]);

  const setText = (value: string) => setBox((shown) => ({ ...shown, text: value }));

  /** Shows `value` and searches it at once (a filter chip, a Clear button). */
  const submit = (value: string) => {
    setBox((shown) => ({ ...shown, text: value }));
    if (value.trim() !== query) write(value.trim());
  };

  return { text, query, setText, submit };
}
