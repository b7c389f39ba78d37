import { BOOT_PAINT_SCRIPT } from '@shared/boot-paint';
import { applyVisualSettings } from './apply-settings';
import { readStoredSettings } from './settings-storage';

/* The boot-paint script's tests (boot-paint*.test.ts): it runs against the settings module. */

/** What the boot frame's look depends on, read from the document. */
export function look() {
  const root = document.documentElement;
  return {
    light: document.body.classList.contains('light-theme'),
    accent: root.style.getPropertyValue('--accent'),
  };
}

export function resetDocument() {
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-desktop-shell');
}

/** Runs index.html's inline script on the current storage, as the browser does before paint. */
export function bootPaint() {
  resetDocument();
  new Function(BOOT_PAINT_SCRIPT)();
  return look();
}

/** What the app itself applies for the stored settings, limited to what the script sets. */
export function appLook() {
  resetDocument();
  applyVisualSettings(readStoredSettings());
  return look();
}

export const DEFAULT_LOOK = { light: false, accent: '' };
