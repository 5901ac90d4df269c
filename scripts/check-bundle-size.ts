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
 *
 * It also fails when the entry's source map lists a module that must stay out of it, whatever
 * its size: the parts of `@actions/core` the action never calls, which webpack leaves out only
 * while the patch in patches/ marks the package free of side effects (summary.js reads
 * `fs.promises` as it loads, platform.js brings `@actions/exec` and `child_process`).
 */
import { readFileSync, statSync } from 'node:fs'
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

/** Why the parts of `@actions/core` the action never calls would be in the entry. */
const UNPATCHED =
  'left out only while patches/@actions+core+*.patch is applied (npm ci applies it), and ' +
  'only while the action calls none of it (core.summary, core.platform, getIDToken, toPosixPath):' +
  ' if it now does, take the module off this list on purpose'

/** Modules the entry must not carry, as they appear in its source map's `sources`. */
const KEPT_OUT: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /@actions\/core\/lib\/(summary|platform|oidc-utils|path-utils)\.js$/, why: UNPATCHED },
  { pattern: /@actions\/(exec|io)\//, why: UNPATCHED },
  { pattern: /"(node:)?child_process"$/, why: 'which import brings child_process into the entry?' },
  { pattern: /node_modules\/undici\//, why: 'is the stubs/undici override lost?' }
]

let sources: string[]
try {
  sources = (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
} catch (error) {
  console.error(`${name}.map cannot be read (${(error as Error).message}): run npm run package.`)
  process.exit(1)
}
const carried = sources.flatMap(source =>
  KEPT_OUT.filter(({ pattern }) => pattern.test(source)).map(({ why }) => `${source}: ${why}`)
)
if (carried.length > 0) {
  console.error(`${name} carries modules that must stay out of it:`)
  for (const line of carried) console.error(`  ${line}`)
  process.exit(1)
}

if (size > ENTRY_BUDGET_BYTES) {
  console.error(`${line}: over budget.`)
  console.error(
    'Is the real undici back (stubs/undici, the override in package.json)? Did a heavy import ' +
      'become static? Load code that only some runs need with await import().'
  )
  process.exit(1)
}
console.log(line)
