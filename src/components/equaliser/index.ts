/** The equaliser panel (Settings → Player and Now Playing); its code loads when first shown. */
export { Equaliser } from './equaliser-lazy';
