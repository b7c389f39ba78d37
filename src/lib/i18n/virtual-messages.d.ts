declare module 'virtual:reelbeat-messages' {
  import type { Locale } from '@shared/i18n/locales';
  import type { ShellModule } from '@shared/i18n/message-groups';
  /** The shell's messages of each language but English (whose are imported directly). */
  export const loaders: Record<Exclude<Locale, 'en'>, () => Promise<ShellModule>>;
}

/** English's shell: the only group imported directly (it is part of the first-paint file). */
declare module 'virtual:reelbeat-messages/en/shell' {
  import type { Messages } from '@lingui/core';
  import type { ShellModule } from '@shared/i18n/message-groups';
  export const messages: Messages;
  export const groups: ShellModule['groups'];
}
