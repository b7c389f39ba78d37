import { yieldToMain } from './yield-to-main';

/** Runs each step in a task of its own, in order; resolves when the last one has run. */
export async function runInTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain();
    step();
  }
}
