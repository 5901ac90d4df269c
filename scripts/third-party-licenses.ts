/**
 * Writes `dist/licenses.txt`: the name, version, licence and licence text of every package
 * bundled in `dist/`, for the MIT/ISC terms that require the notice to travel with the code.
 *
 *   tsx scripts/third-party-licenses.ts [distDir [sourcesDir]]   (run by `npm run package`)
 *
 * ncc writes a map's sources relative to one folder below the project (`../src/…`): for a
 * bundle deeper down (dist/cli) that folder is given as sourcesDir (dist).
 *
 * The package list comes from the bundle itself — the `sources` of every `dist/*.js.map` and `dist/index.cjs.map` — so a
 * package is listed exactly when some of its code is in `dist/`. ncc's own `--license` option is
 * not used: its plugin leaves out packages that are ES modules (@actions/core, tunnel, fdir…).
 * The output is sorted and holds no dates, so the same bundle always gives the same file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A package some of whose files are in the bundle. */
export interface BundledPackage {
  /** `name` from its package.json, e.g. `@actions/core`. */
  readonly name: string
  readonly version: string
  /** `license` from its package.json (an SPDX expression), or `UNKNOWN`. */
  readonly license: string
  /** Absolute path of the package's folder in node_modules. */
  readonly folder: string
}

/** The innermost `node_modules/<name>` or `node_modules/@scope/<name>` folder of a path. */
const PACKAGE_FOLDER = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/@][^/]*)\//

/**
 * The packages whose files the bundle holds, read from the source maps in `distDir`.
 *
 * @param distDir the folder ncc wrote (absolute or relative to the working directory)
 * @param sourcesDir the folder the maps' sources are relative to; default distDir
 * @returns one entry per package name and version, sorted by name then version
 * @throws when a source map or a package.json cannot be read
 */
export function bundledPackages(distDir: string, sourcesDir = distDir): BundledPackage[] {
  const folders = new Set<string>()
  const maps = readdirSync(distDir).filter(file => /\.c?js\.map$/.test(file))
  for (const map of maps) {
    const { sources = [], sourceRoot = '' } = JSON.parse(
      readFileSync(join(distDir, map), 'utf8')
    ) as { sources?: string[]; sourceRoot?: string }
    for (const source of sources) {
      // Sources are relative to the map (`../node_modules/…`, `.././node_modules/…`).
      const path = resolve(sourcesDir, sourceRoot, source.replace(/^webpack:\/\/[^/]*\//, ''))
      const folder = PACKAGE_FOLDER.exec(path.split('\\').join('/'))?.[1]
      if (folder) folders.add(folder)
    }
  }
  const packages = [...folders].map(folder => {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      name: string
      version: string
      license?: string | { type?: string }
    }
    const license = typeof manifest.license === 'string' ? manifest.license : manifest.license?.type
    return { name: manifest.name, version: manifest.version, license: license ?? 'UNKNOWN', folder }
  })
  // One entry per name and version: npm may install the same release in several folders.
  const unique = new Map(packages.map(bundled => [`${bundled.name}@${bundled.version}`, bundled]))
  return [...unique.values()].sort(
    (a, b) => compare(a.name, b.name) || compare(a.version, b.version)
  )
}

/**
 * The licence text a package ships: its LICENSE / LICENCE / COPYING files (any case, any
 * extension, e.g. `LICENSE.md`, `LICENSE-MIT`), in name order, with LF line endings.
 *
 * @returns the text, or undefined when the package ships no such file
 */
export function licenseText(folder: string): string | undefined {
  const files = readdirSync(folder)
    .filter(file => /^(licen[cs]e|copying)([.-].*)?$/i.test(file))
    .sort(compare)
  if (files.length === 0) return undefined
  return files
    .map(file => readFileSync(join(folder, file), 'utf8').replace(/\r\n?/g, '\n').trim())
    .join('\n\n')
}

/**
 * The notice file: a header, then per package `name version`, `License: …` and its licence text.
 *
 * @throws when a package ships no licence file (a notice without the text would not satisfy its
 *   terms; add the text by hand here before bundling such a package)
 */
export function thirdPartyNotice(packages: readonly BundledPackage[]): string {
  const rule = '-'.repeat(80)
  const sections = packages.map(bundled => {
    const text = licenseText(bundled.folder)
    if (text === undefined) {
      throw new Error(`${bundled.name}@${bundled.version} ships no LICENSE file`)
    }
    return [rule, `${bundled.name} ${bundled.version}`, `License: ${bundled.license}`, '', text]
  })
  return [
    'Third-party software bundled in dist/',
    '',
    'dist/ contains code from the packages below. Each is listed with its version, its licence',
    'and the licence text it ships. Generated from the source maps of the bundle by',
    'scripts/third-party-licenses.ts (`npm run package`); do not edit.',
    '',
    ...sections.flatMap(lines => [...lines, '']),
    ''
  ]
    .join('\n')
    .replace(/\n+$/, '\n')
}

/** Code-point order, the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(
    process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../dist')
  )
  const packages = bundledPackages(distDir, resolve(process.argv[3] ?? distDir))
  writeFileSync(join(distDir, 'licenses.txt'), thirdPartyNotice(packages))
  console.log(`${join(distDir, 'licenses.txt')}: ${packages.length} bundled packages`)
}
