/**
 * Names and chat are plain text: control characters (and the bidirectional overrides that can
 * make a name read backwards) are dropped and runs of white space become one space. The
 * browser renders the result as text, never as HTML.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanText(text: string): string {
  return text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}
