export { revealInRow, scrollLeftToReveal } from './reveal';
export { moreSides, scrollFadeClass, useScrollFade } from './use-scroll-fade';
export type { MoreSide } from './use-scroll-fade';
