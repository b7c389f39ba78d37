// Imported by the app's layout after the settings store: the words' catalogues and the stored
// settings (read and applied) are the second task.
import { yieldToMain } from '@/lib/startup/yield-to-main';

await yieldToMain();
