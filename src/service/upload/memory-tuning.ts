/**
 * Whether this process may retune V8's garbage collector for an upload (see buffer-gc.ts). Only
 * the action's own process says so (src/main.ts, the runner's entry): the V8 flags last for the
 * rest of a process, and a test runner or a benchmark that runs the code in process keeps its
 * own settings. A module of its own so that the entry does not load `node:v8` and `node:vm`.
 */
let allowed = false

/** Lets buffer-gc.ts retune V8 in this process. Called by the action's entry, before any work. */
export function allowMemoryTuning(): void {
  allowed = true
}

/** True once allowMemoryTuning was called in this process. */
export function memoryTuningAllowed(): boolean {
  return allowed
}
