import { t, type MessageValues } from '@/lib/i18n';

/**
 * A text kept as a message id and its values, turned into words only when shown, so a
 * preview reads in the language chosen at that moment.
 */
export interface Text {
  id: string;
  values?: MessageValues;
}

export const text = (id: string, values?: MessageValues): Text => ({ id, values });

const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && typeof (value as Text).id === 'string';

/**
 * The words of a Text in the active language (values that are Texts themselves, such as a
 * list's name, are translated too); plain strings (other features' texts) pass as they are.
 */
export function textOf(value: Text | string): string {
  if (typeof value === 'string') return value;
  const values = value.values && { ...value.values };
  for (const key in values) {
    const v = values[key];
    if (isText(v)) values[key] = textOf(v);
  }
  return t(value.id, values);
}
