/**
 * Fails when the entry bundle outgrows its budget. Every run of the action loads and parses
 * `dist/index.cjs` before doing anything, so its size is start-up time (`npm run bench:startup`);
 * code only some runs need belongs in a lazy chunk (`await import()`), which this does not count.
 *
 *   tsx scripts/check-bundle-size.ts [file]     (default dist/index.cjs; run by .ci/run after
 *                                                `npm run package`)
 *
 * The budget is the entry's size when it was last set, plus about 10%. What it is there to
 * catch: the real undici back in the entry (see stubs/undici/README.md), a library imported
 * statically instead of lazily, the source-map register or an unminified entry. Raise it on
 * purpose, in its own commit, saying what the bytes buy.
 */
import { readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { REPO_ROOT } from '../harness/runner.js'

/** Bytes `dist/index.cjs` may take. */
export const ENTRY_BUDGET_BYTES = 128_000

const file = process.argv[2] ?? join(REPO_ROOT, 'dist', 'index.cjs')
const size = statSync(file).size
const name = relative(REPO_ROOT, file).split('\\').join('/')
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
const line =
  `${name}: ${size} bytes (${kib(size)}), budget ${ENTRY_BUDGET_BYTES} bytes ` +
  `(${kib(ENTRY_BUDGET_BYTES)}), ${Math.round((100 * size) / ENTRY_BUDGET_BYTES)}% used`

/** Modules the entry must not carry, as they appear in its source map's `sources`. */
const KEPT_OUT: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /node_modules\/undici\//,
    why: 'the override of undici in package.json no longer applies (see stubs/undici/README.md)'
  }
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
    'Did a heavy import become static? Load code that only some runs need with await import(). ' +
      'If the bytes are needed, raise ENTRY_BUDGET_BYTES in a commit of its own that says why.'
  )
  process.exit(1)
}
console.log(line)
