/** Median of a list of samples; null when there are none (nothing was measured). */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `sample` `runs` times one after another and returns every result. */
export async function repeat<T>(runs: number, sample: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await sample(i));
  return results;
}
