import { i18n } from '@lingui/core';

/**
 * The catalogue client's words (its errors, a nameless season's or episode's name) in the active
 * language: ids of the shell's catalogue (`src/lib/messages`), written out literally like every
 * other `t('…')` so the catalogue test finds them. It reads the same lingui instance as the app's
 * `t` (`src/lib/i18n`), which the app activates; it is not that module, whose neighbours (React
 * hooks, the build's virtual catalogues) this folder cannot take along: the node project compiles
 * the client on its own, for the server's contract tests.
 */
export const t = (id: string, values?: Record<string, unknown>): string => i18n._(id, values);
