/**
 * dist/licenses.txt carries the notice of every package whose code is in dist/: most bundled
 * packages are MIT, whose terms require it. The bundled packages are read here from the source
 * maps on their own (not with the generator's code), so a generator that drops a package fails.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { REPO_ROOT } from '../../test-support/harness/runner.js'

const DIST = join(REPO_ROOT, 'dist')

/** `name version` of each package with a file among the `sources` of dist/*.js.map. */
function packagesInSourceMaps(): Set<string> {
  const packages = new Set<string>()
  for (const map of readdirSync(DIST).filter(file => file.endsWith('.map'))) {
    const { sources } = JSON.parse(readFileSync(join(DIST, map), 'utf8')) as { sources: string[] }
    for (const source of sources) {
      const path = resolve(DIST, source).split('\\').join('/')
      const at = path.lastIndexOf('/node_modules/')
      if (at === -1) continue
      const segments = path.slice(at + '/node_modules/'.length).split('/')
      const depth = segments[0]?.startsWith('@') ? 2 : 1
      const folder = path.slice(0, at) + '/node_modules/' + segments.slice(0, depth).join('/')
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
        name: string
        version: string
      }
      packages.add(`${manifest.name} ${manifest.version}`)
    }
  }
  return packages
}

/** The notice's sections: first line `name version` → the rest of the section. */
function noticeSections(): Map<string, string> {
  const notice = readFileSync(join(DIST, 'licenses.txt'), 'utf8')
  const sections = new Map<string, string>()
  for (const section of notice.split(`\n${'-'.repeat(80)}\n`).slice(1)) {
    const [heading = '', ...body] = section.split('\n')
    sections.set(heading, body.join('\n'))
  }
  return sections
}

describe('dist/licenses.txt', () => {
  const bundled = packagesInSourceMaps()
  const sections = noticeSections()

  it('finds the bundled packages in the source maps', () => {
    // ES-module packages that ncc's own licence plugin used to leave out.
    const names = [...bundled].map(entry => entry.split(' ')[0])
    expect(names).toEqual(expect.arrayContaining(['@actions/core', '@actions/http-client']))
  })

  it('lists every package whose code is in dist/, at the bundled version', () => {
    const missing = [...bundled].filter(entry => !sections.has(entry)).sort()
    expect(missing).toEqual([])
  })

  it('lists nothing that is not in dist/ (regenerate it with npm run package)', () => {
    const extra = [...sections.keys()].filter(entry => !bundled.has(entry))
    expect(extra).toEqual([])
  })

  it("gives each package's licence and the licence text it ships", () => {
    // A notice the split cannot read would leave the loop nothing to check.
    expect(sections.size).toBeGreaterThanOrEqual(10)
    for (const [entry, body] of sections) {
      expect({ entry, license: /^License: \S+/.test(body) }).toEqual({ entry, license: true })
      // The shortest of these texts (ISC) is over 700 characters.
      expect({ entry, textLength: body.length > 500 }).toEqual({ entry, textLength: true })
    }
  })
})
