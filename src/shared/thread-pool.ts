import { availableParallelism } from 'node:os'

/** libuv's own default, and the most this ever asks for. */
const DEFAULT_THREADS = 4
/** So that one slow file read cannot hold up every DNS lookup and the rest of the pool's work. */
const MIN_THREADS = 2

/**
 * Sizes Node's thread pool to the processors this process may use, between 2 and libuv's
 * default of 4, unless UV_THREADPOOL_SIZE is already set (the user's choice stands).
 *
 * Uploads run on the pool: file reads, and the deflate of an `.app` folder's large files, several
 * pieces at once.
 * With four threads on a 2-core runner the pool's threads preempt each other and the main
 * thread, which makes uploads slower (docs/performance.md). A runner with 4 or more processors
 * keeps 4.
 *
 * libuv reads the variable once, when the pool first starts
 * (https://docs.libuv.org/en/v1.x/threadpool.html,
 * https://nodejs.org/api/cli.html#uv_threadpool_sizesize), so this must run before the
 * process's first file-system or DNS call that uses the pool: the action's entry calls it first
 * thing. It changes this process's environment, which the action passes to nobody (it starts no
 * other process).
 */
export function sizeThreadPool(): void {
  if (process.env.UV_THREADPOOL_SIZE) return
  const threads = Math.max(MIN_THREADS, Math.min(DEFAULT_THREADS, availableParallelism()))
  process.env.UV_THREADPOOL_SIZE = String(threads)
}
