import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';
import { useT, type MessageValues } from './translate';

/** `<0>text</0>`: a numbered tag in a message, replaced by the matching element. */
const TAG = /<(\d+)>(.*?)<\/\1>/gs;

/**
 * A message with elements inside it (a link in the middle of a sentence), so translators can
 * move the link where their language puts it: `"Read the <0>FAQ</0> first"` with
 * `components={[<Link to="/support" />]}` renders the link around "FAQ".
 */
export function RichMessage({
  id,
  values,
  components,
}: {
  id: string;
  values?: MessageValues;
  components: readonly ReactElement<{ children?: ReactNode }>[];
}) {
  const t = useT();
  const text = t(id, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const element = components[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
