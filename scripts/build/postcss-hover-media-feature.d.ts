/** The part of postcss-hover-media-feature's API the build uses (no shipped types). */
declare module 'postcss-hover-media-feature' {
  import type { PluginCreator } from 'postcss';

  interface Options {
    /** Also draws hover where `fallbackSelector` matches, for browsers without `(hover)`. */
    fallback?: boolean;
    fallbackSelector?: string;
    rootSelectors?: string[];
  }
  const hoverMediaFeature: PluginCreator<Options>;
  export default hoverMediaFeature;
}
