export { FLING_SCREENS_PER_S, useFling } from './fling';
export { nextSpan, useHeldRange, type Span } from './held-range';
export { useWindowRows } from './use-window-rows';
