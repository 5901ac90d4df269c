/**
 * Fails when the entry bundle outgrows its budget. Every run of the action loads and parses
 * `dist/index.cjs` before doing anything, so its size is start-up time (`npm run bench:startup`);
 * code only some runs need belongs in a lazy chunk (`await import()`), which this does not count.
 *
 *   tsx scripts/check-bundle-size.ts [file]     (default dist/index.cjs; run by .ci/run after
 *                                                `npm run package`)
 *
 * The budget is the size when it was set (93,280 bytes, with the runner-independent core) plus
 * about 25%. What it is there to catch: the real undici back in the entry (the `stubs/undici`
 * override lost: about 440 KB more), a library imported statically instead of lazily, the
 * source-map register or an unminified entry. Raise it on purpose, in its own commit, saying
 * what the bytes buy.
 */
import { statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { REPO_ROOT } from '../harness/runner.js'

/** Bytes `dist/index.cjs` may take. */
export const ENTRY_BUDGET_BYTES = 117_000

const file = process.argv[2] ?? join(REPO_ROOT, 'dist', 'index.cjs')
const size = statSync(file).size
const name = relative(REPO_ROOT, file).split('\\').join('/')
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
const line =
  `${name}: ${size} bytes (${kib(size)}), budget ${ENTRY_BUDGET_BYTES} bytes ` +
  `(${kib(ENTRY_BUDGET_BYTES)}), ${Math.round((100 * size) / ENTRY_BUDGET_BYTES)}% used`

if (size > ENTRY_BUDGET_BYTES) {
  console.error(`${line}: over budget.`)
  console.error(
    'Is the real undici back (stubs/undici, the override in package.json)? Did a heavy import ' +
      'become static? Load code that only some runs need with await import().'
  )
  process.exit(1)
}
console.log(line)
