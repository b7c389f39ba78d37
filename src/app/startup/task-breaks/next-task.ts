/**
 * The app's start is evaluated in several tasks instead of one (`docs/benchmarks.md`, "The
 * entry's modules in four tasks"). Each module of this folder is imported at one place in the
 * start's imports and ends the task there: the bundler evaluates the modules imported after it
 * once its top-level `await` has resolved, in a timer task of their own, so a phone handles
 * input and draws frames in between. Each break is a module of its own: a module is evaluated
 * once, so a second import of the same one would not break again.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
