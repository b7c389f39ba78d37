/**
 * TV mode, for remotes and gamepads: loaded by the layout only while TV mode is on
 * (`src/app/layout/use-tv-mode.ts` decides).
 */
export { default as TvMode } from './tv-mode';
