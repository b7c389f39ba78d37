import { onCLS, onINP, onLCP } from 'web-vitals/attribution';

/** This visit's Web Vitals so far, as the developer panel shows them (null: none yet). */
export interface VisitVitals {
  lcpMs: number | null;
  cls: number | null;
  inpMs: number | null;
  /** The element of the slowest interaction (a selector), when the browser reported one. */
  inpTarget: string | null;
}

let vitals: VisitVitals = { lcpMs: null, cls: null, inpMs: null, inpTarget: null };
let started = false;
const listeners = new Set<() => void>();

function update(next: Partial<VisitVitals>) {
  vitals = { ...vitals, ...next };
  for (const listener of listeners) listener();
}

/**
 * Starts measuring at the first subscriber (the panel, loaded only in developer mode, with this
 * library). The browser keeps the paint, shift and event entries of the visit, so figures from
 * before it loaded are counted too; every change is reported, not only the final values.
 */
export function subscribeVitals(listener: () => void): () => void {
  listeners.add(listener);
  // Without Performance Timeline (old browsers, test DOMs) there is nothing to read.
  if (!started && typeof PerformanceObserver === 'function') {
    started = true;
    const all = { reportAllChanges: true };
    onLCP((metric) => update({ lcpMs: metric.value }), all);
    onCLS((metric) => update({ cls: metric.value }), all);
    onINP(
      (metric) =>
        update({ inpMs: metric.value, inpTarget: metric.attribution.interactionTarget || null }),
      all,
    );
  }
  return () => {
    listeners.delete(listener);
  };
}

export const getVitals = (): VisitVitals => vitals;
