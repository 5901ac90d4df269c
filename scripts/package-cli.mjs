#!/usr/bin/env node
/**
 * Builds the command-line tool into dist/cli/, which is also the npm package `appetize-deploy`
 * exactly as it is published (`npm publish ./dist/cli` in .github/workflows/release.yml): the
 * bundle and its lazy chunks, its package.json, the README written for npm
 * (npm-package/README.md, with `{{version}}` replaced by the version), LICENSE, and licenses.txt (written after this by
 * scripts/third-party-licenses.ts). Source maps stay beside the bundle for the licence notice and
 * for debugging; the package.json's `files` leaves them out of the package.
 *
 *   node scripts/package-cli.mjs      (run by `npm run package:cli`, part of `npm run package`)
 *
 * The tool runs previews and sweeps on the review platforms the registry (src/cli/platforms.ts)
 * marks `packaged`; every other platform's adapter (GitHub's, src/github/, the action's) and its
 * libraries (its descriptor's: @actions/github, @octokit/*) are left out of its bundle, each import
 * of them made an external that no package provides; only its descriptor, plain data the command
 * line reads, is bundled. Nothing the tool runs imports the rest; a run that ever reached it would
 * stop with "Cannot find module 'appetize-deploy: GitHub's code is the action's'".
 * __tests__/project/shipping.test.ts checks that the bundle holds none of that code, and the end-to-end
 * tests that the tool does everything it documents.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(REPO_ROOT, 'dist', 'cli')
const require = createRequire(import.meta.url)
const ncc = require('@vercel/ncc')

const { PLATFORMS } = await tsImport('../src/cli/platforms.ts', import.meta.url)
const platforms = PLATFORMS.map(({ descriptor }) => descriptor)
const packaged = platforms.filter(platform => platform.packaged)

/** A literal text inside a regular expression. */
const literal = text => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Imports (as written in src/ and in packages) of the code of the platforms the package leaves
 * out, each mapped to what no package provides: what a run would name if it ever loaded it. ncc
 * reads a key written `/…/` as a regular expression over the import's text. A platform's
 * descriptor is not left out.
 */
const LEFT_OUT = Object.fromEntries(
  platforms
    .filter(platform => !platform.packaged)
    .flatMap(({ folder, libraries, terms }) => {
      const leftOut = `appetize-deploy: ${terms.name}'s code is the action's`
      return [
        [`/(^|\\/)${literal(folder)}\\/(?!descriptor\\.js$)/`, leftOut],
        ...libraries.map(name => [`/^${literal(name)}(\\/|$)/`, leftOut])
      ]
    })
)

const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))

/** The published package's manifest: no dependencies, everything is in the bundle. */
const manifest = {
  name: 'appetize-deploy',
  version: root.version,
  description: `Deploy mobile builds to the Appetize app streaming service from any CI system: update, create and delete apps, keep ${packaged.map(({ terms }) => `${terms.name} ${terms.pullRequest.replace(' ', '-')}`).join(' and ')} preview apps, list devices and IP blocks.`,
  keywords: [
    'appetize',
    'mobile',
    'ci',
    'deploy',
    'ios',
    'android',
    ...packaged.map(({ id }) => id)
  ],
  license: root.license,
  repository: root.repository,
  homepage: `${root.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}/blob/main/docs/cli.md`,
  bugs: root.bugs,
  type: 'commonjs',
  bin: { 'appetize-deploy': 'index.cjs' },
  engines: { node: '>=22' },
  files: ['index.cjs', '*.index.cjs.js', 'licenses.txt']
}

const { code, map, assets } = await ncc(join(REPO_ROOT, 'src', 'cli', 'index.cjs'), {
  minify: true,
  sourceMap: true,
  sourceMapRegister: false,
  quiet: true,
  externals: LEFT_OUT
})
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
// As ncc's own command line writes them: the entry executable (it starts with #!), the rest not.
writeFileSync(join(OUT, 'index.cjs'), code, { mode: 0o755 })
if (map) writeFileSync(join(OUT, 'index.cjs.map'), map)
for (const [name, asset] of Object.entries(assets)) {
  writeFileSync(join(OUT, name), asset.source, { mode: asset.permissions })
}
writeFileSync(join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
// The README pins the version it is published with: `{{version}}` is that version.
const readme = readFileSync(join(REPO_ROOT, 'npm-package', 'README.md'), 'utf8')
writeFileSync(join(OUT, 'README.md'), readme.replaceAll('{{version}}', root.version))
copyFileSync(join(REPO_ROOT, 'LICENSE'), join(OUT, 'LICENSE'))
