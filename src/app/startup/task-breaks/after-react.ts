// Imported by main.tsx after React DOM: React's set-up is the first task of the start.
import { nextTask } from './next-task';

await nextTask();
