declare module 'virtual:reelbeat-messages' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@/lib/i18n/locales';
  type Loader = () => Promise<{ messages: Messages }>;
  /** Per language: the shell's messages (first render) and every page's (with the first page). */
  export const loaders: Record<Locale, { shell: Loader; pages: Loader }>;
}

/** One group of one language's messages; only English's shell is imported directly. */
declare module 'virtual:reelbeat-messages/en/shell' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
