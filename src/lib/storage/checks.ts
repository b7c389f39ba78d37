/**
 * Small hand-written value checks with the `safeParse` shape of the schema library, for the
 * values read before the first paint (settings, theme): the library itself then stays out of
 * the start-up bundle. Everything read later keeps using zod/mini.
 */
export type Check<T> = (value: unknown) => value is T;
export type Checked<C> = C extends Check<infer T> ? T : never;

export interface ParseIssue {
  path: PropertyKey[];
  message: string;
}
export type SafeParseResult<T> =
  | { success: true; data: T; error?: never }
  | { success: false; error: { issues: ParseIssue[] }; data?: never };

/** What a stored value is checked with: a zod/mini schema, or one of the checks below. */
export interface ValueSchema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

export const isBoolean: Check<boolean> = (v): v is boolean => typeof v === 'boolean';
export const isString: Check<string> = (v): v is string => typeof v === 'string';

export const oneOf =
  <const V extends readonly (string | number)[]>(values: V): Check<V[number]> =>
  (v): v is V[number] =>
    (values as readonly unknown[]).includes(v);

export const matching =
  (pattern: RegExp): Check<string> =>
  (v): v is string =>
    typeof v === 'string' && pattern.test(v);

export const intBetween =
  (min: number, max: number): Check<number> =>
  (v): v is number =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(check);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema of one checked value. */
export function valueSchema<T>(check: Check<T>): ValueSchema<T> {
  return {
    safeParse: (value) =>
      check(value)
        ? { success: true, data: value }
        : { success: false, error: { issues: [{ path: [], message: 'Invalid value' }] } },
  };
}

/**
 * A partial object of checked fields: every field given must pass its check, unknown fields
 * are dropped and `undefined` counts as absent; `complete` turns the checked part into the
 * full value (e.g. merged over defaults).
 */
export function partialObjectSchema<S extends Record<string, Check<unknown>>, T>(
  shape: S,
  complete: (fields: Partial<{ [K in keyof S]: Checked<S[K]> }>) => T,
): ValueSchema<T> {
  return {
    safeParse(value) {
      if (!isPlainObject(value)) {
        return { success: false, error: { issues: [{ path: [], message: 'Expected an object' }] } };
      }
      const fields: Record<string, unknown> = {};
      for (const [key, check] of Object.entries(shape)) {
        const field = value[key];
        if (field === undefined) continue;
        if (!check(field)) {
          return { success: false, error: { issues: [{ path: [key], message: 'Invalid value' }] } };
        }
        fields[key] = field;
      }
      return {
        success: true,
        data: complete(fields as Partial<{ [K in keyof S]: Checked<S[K]> }>),
      };
    },
  };
}
