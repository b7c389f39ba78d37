/**
 * A whole-number setting of at least 1 read from the environment: `fallback` when it is unset
 * or blank, else the number, or an error that names the variable and what it held.
 */
export function positiveInt<F extends number | null>(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: F,
): number | F {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}
