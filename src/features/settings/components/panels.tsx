import type { ReactNode } from 'react';
import {
  BORDER_RADII,
  FONT_FAMILIES,
  FONT_SIZES,
  GRID_SIZES,
  LANGUAGES,
  REGIONS,
  SLIDER_RANGES,
  CACHE_SIZES,
} from '../settings-schema';
import { AccentField } from './accent-field';
import { AdBlockingPanel } from './ad-blocking-panel';
import { PlayerPanel } from './player-panel';
import { SelectField, SliderField, SwitchField, optionsOf } from './fields';
import styles from './settings-page.module.css';
import { YourDataSection } from '@/features/backup';

export const SETTINGS_TABS = [
  'Appearance',
  'Player',
  'Content',
  'Interface',
  'Ad Blocking',
  'Notifications',
  'Privacy',
  'Advanced',
  'Experimental',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  ja: 'Japanese',
  ko: 'Korean',
} as const;
const REGION_NAMES = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  JP: 'Japan',
  KR: 'South Korea',
} as const;
const SIZE_NAMES = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** Only settings that change something in Reelbeat are shown (see README). */
export const PANELS: Record<SettingsTab, () => ReactNode> = {
  Appearance: () => (
    <>
      <SelectField
        name="theme"
        label="Theme"
        options={optionsOf(['dark', 'light'] as const, { dark: 'Dark', light: 'Light' })}
      />
      <AccentField />
      <SelectField
        name="fontSize"
        label="Font size"
        options={optionsOf(FONT_SIZES, { ...SIZE_NAMES, 'extra-large': 'Extra large' })}
      />
      <SelectField name="fontFamily" label="Font family" options={optionsOf(FONT_FAMILIES)} />
      <SelectField
        name="borderRadius"
        label="Corner radius"
        options={optionsOf(BORDER_RADII, { none: 'None', ...SIZE_NAMES })}
      />
      <SwitchField
        name="animations"
        label="Animations"
        description="Transitions and hover motion."
      />
      <SwitchField
        name="transparency"
        label="Transparency"
        description="See-through overlays on cards."
      />
    </>
  ),
  Player: () => <PlayerPanel />,
  Content: () => (
    <>
      <SelectField
        name="language"
        label="Language"
        options={optionsOf(LANGUAGES, LANGUAGE_NAMES)}
        description="Titles and overviews from the catalogue."
      />
      <SelectField name="region" label="Region" options={optionsOf(REGIONS, REGION_NAMES)} />
      <SwitchField
        name="adultContent"
        label="Adult content"
        description="Include adult titles in catalogue results."
      />
      <SelectField
        name="contentRating"
        label="Content rating"
        options={optionsOf(['all', 'g', 'pg', 'pg13', 'r'] as const, {
          all: 'All ratings',
          g: 'G',
          pg: 'PG and below',
          pg13: 'PG-13 and below',
          r: 'R and below',
        })}
        description="Films above this US rating are left out of lists (unrated films too)."
      />
      <SwitchField
        name="showSpoilers"
        label="Show spoilers"
        description="Off: episodes you have not reached show no picture and no overview."
      />
    </>
  ),
  Interface: () => (
    <>
      <SwitchField
        name="compactMode"
        label="Compact mode"
        description="Tighter spacing everywhere."
      />
      <SelectField name="gridSize" label="Grid size" options={optionsOf(GRID_SIZES, SIZE_NAMES)} />
      <SwitchField name="showRatings" label="Show ratings" />
      <SwitchField name="showYear" label="Show year" />
      <SwitchField name="showGenres" label="Show genres" />
    </>
  ),
  'Ad Blocking': () => <AdBlockingPanel />,
  Notifications: () => (
    <Note>
      Reelbeat has no accounts and sends no notifications, so there is nothing to set up here.
    </Note>
  ),
  Privacy: () => (
    <>
      <Note>Everything Reelbeat remembers stays in this browser.</Note>
      <SwitchField
        name="trackWatching"
        label="Track watching"
        description="Keep watch history and continue-watching progress."
      />
      <SwitchField
        name="incognitoMode"
        label="Incognito mode"
        description="Nothing you watch is recorded while this is on."
      />
      <YourDataSection />
    </>
  ),
  Advanced: () => (
    <>
      <SliderField
        name="networkTimeout"
        label="Network timeout"
        unit="seconds"
        {...SLIDER_RANGES.networkTimeout}
      />
      <SliderField
        name="retryAttempts"
        label="Retry attempts"
        unit="times"
        {...SLIDER_RANGES.retryAttempts}
      />
      <SelectField
        name="cacheSize"
        label="Cache size"
        options={optionsOf(CACHE_SIZES)}
        description="How many catalogue and music answers are kept to reopen screens without a fetch."
      />
    </>
  ),
  Experimental: () => (
    <>
      <SwitchField
        name="debugMode"
        label="Debug mode"
        description="Writes diagnostic logs to the browser console."
      />
      <SwitchField
        name="developerMode"
        label="Developer mode"
        description="A small panel with the ids on screen and each catalogue call's time."
      />
    </>
  ),
};
