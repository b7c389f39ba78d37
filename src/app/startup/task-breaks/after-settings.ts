// Imported by the app's layout after the settings store: the words' catalogues and the stored
// settings (read and applied) are the second task.
import { nextTask } from './next-task';

await nextTask();
