/** Types of feature-boundaries.js, which eslint.config.js loads as plain JavaScript. */
export declare const FEATURE_DEPENDENCIES: Readonly<
  Record<string, Readonly<Record<string, string>>>
>;
export declare function featureNames(featuresDir?: string | URL): string[];
export declare function featureZones(
  features?: readonly string[],
): { target: string; from: string; except: string[]; message: string }[];
