// Imported by main.tsx after React DOM: React's set-up is the first task of the start.
import { yieldToMain } from '@/lib/startup/yield-to-main';

await yieldToMain();
