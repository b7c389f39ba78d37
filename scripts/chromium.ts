/**
 * The Chromium that the e2e suite, the bench and the screenshot script drive (Debian's, unless
 * CHROMIUM_PATH says otherwise), and the flags all three launch it with: headless, and quiet
 * (no background traffic, updates or first-run work to skew a run).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium 156 still builds each new window's address-bar popups, two WebUI pages of
 * ~400 modules that no one can see: CPU for every browser context, beside the page under test,
 * that the e2e suite paid in every test (docs/testing.md).
 */
export const UNSEEN_UI_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright switches off itself (its `chromiumSwitches`). Chromium reads only the last
 * `--disable-features` of its command line, and Playwright's comes before the caller's: the
 * one in `CHROMIUM_FLAGS` repeats these, or it would switch them back on. `chromium.test.ts`
 * reads the command line a launched Chromium is spawned with, and fails when Playwright's list
 * names a feature this one does not.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

const isFeatureList = (flag: string) => flag.startsWith(DISABLE_FEATURES);
const listed = (flag: string) => flag.slice(DISABLE_FEATURES.length).split(',').filter(Boolean);

/** The features a command line switches off, as Chromium reads it: its last `--disable-features`. */
export function disabledFeatures(flags: readonly string[]): string[] {
  const last = flags.findLast(isFeatureList);
  return last ? listed(last) : [];
}

/**
 * `flags` with every `--disable-features` among them made one, last, that also switches off the
 * unseen UI: for a launcher whose own flags the caller passes (chrome-launcher's, for Lighthouse).
 */
export function withUnseenUiOff(flags: readonly string[]): string[] {
  const features = new Set([...flags.filter(isFeatureList).flatMap(listed), ...UNSEEN_UI_FEATURES]);
  return [
    ...flags.filter((flag) => !isFeatureList(flag)),
    `${DISABLE_FEATURES}${[...features].join(',')}`,
  ];
}

/** Every launch's flags but the features: for launchers that add their own (see below). */
export const CHROMIUM_BASE_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For Playwright's launches (the e2e suite, the bench's pages, Vitest's browser project). */
export const CHROMIUM_FLAGS: readonly string[] = withUnseenUiOff([
  ...CHROMIUM_BASE_FLAGS,
  `${DISABLE_FEATURES}${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`,
]);
