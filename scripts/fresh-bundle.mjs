#!/usr/bin/env node
/**
 * Makes sure dist/ is the bundle of the source as it is now, so that the end-to-end suites never
 * test a stale bundle: it hashes everything the bundle is built from and rebuilds
 * (`npm run package`) when the hash differs from the one the last build wrote
 * (dist/source.sha256). A fresh clone with a committed, fresh dist/ builds nothing.
 *
 *   node scripts/fresh-bundle.mjs          rebuild when stale
 *   node scripts/fresh-bundle.mjs --write  write the hash (the package script's last step)
 */
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = join(REPO_ROOT, 'dist', 'source.sha256')
/** What the bundle is built from. */
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  // The npm package of the command-line tool (scripts/package-cli.mjs) is written from these.
  'npm-package',
  'LICENSE',
  'scripts/package-cli.mjs'
]

function filesBelow(path) {
  if (!existsSync(path)) return []
  try {
    return readdirSync(path, { withFileTypes: true, recursive: true })
      .filter(entry => entry.isFile())
      .map(entry => join(entry.parentPath, entry.name))
  } catch {
    return [path]
  }
}

/** SHA-256 over every input file's path and content, in a fixed order. */
export function sourceHash() {
  const hash = createHash('sha256')
  const files = INPUTS.flatMap(input => filesBelow(join(REPO_ROOT, input)))
    .map(path => relative(REPO_ROOT, path).split('\\').join('/'))
    .sort()
  for (const file of files) {
    hash.update(`${file}\n`)
    hash.update(readFileSync(join(REPO_ROOT, file)))
  }
  return hash.digest('hex')
}

if (process.argv.includes('--write')) {
  writeFileSync(STAMP, `${sourceHash()}\n`)
} else {
  const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : ''
  if (built !== sourceHash()) {
    console.log('dist/ is not the bundle of the current source: npm run package')
    execSync('npm run package', { cwd: REPO_ROOT, stdio: 'inherit' })
  }
}
