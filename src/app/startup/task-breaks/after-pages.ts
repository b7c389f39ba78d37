// Imported by the app's layout after the page records: the pages' records are the third task,
// the navigation and the rest of the layout the fourth.
import { yieldToMain } from '@/lib/startup/yield-to-main';

await yieldToMain();
