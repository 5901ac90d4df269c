/**
 * The README documents exactly what action.yml declares, and the settings table is the field
 * table: a renamed, added or removed input, output or field fails here until the docs follow.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import { settingsRows } from '../../scripts/settings-table.js'

interface ActionYml {
  name: string
  description: string
  branding: { icon: string; color: string }
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}

const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')

/** The rows of the Markdown table under a `## heading` (or `### heading`): first cell → cells. */
function table(heading: string): Map<string, string[]> {
  const start = readme.indexOf(`\n${heading}\n`)
  expect(start).toBeGreaterThan(-1)
  const rows = new Map<string, string[]>()
  let inTable = false
  for (const line of readme.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('|')) {
      inTable = true
      const cells = line
        .split('|')
        .slice(1, -1)
        .map(cell => cell.trim())
      const name = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1]
      if (name) rows.set(name, cells.slice(1))
    } else if (inTable) break
  }
  return rows
}

describe('action.yml', () => {
  it('is ready for the Marketplace and runs the bundle on node24', () => {
    expect(action.name).toBeTruthy()
    expect(action.description.length).toBeLessThanOrEqual(125)
    expect(action.branding.icon).toBeTruthy()
    expect(action.branding.color).toBeTruthy()
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.cjs' })
  })

  it('requires no input: the action decides what an operation needs', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      expect([name, input.required ?? false]).toEqual([name, false])
      expect(input.description.length).toBeGreaterThan(20)
    }
  })
})

describe('README', () => {
  it('documents every input of action.yml, with its default, and no other', () => {
    const rows = table('## Inputs')
    expect([...rows.keys()].sort()).toEqual(Object.keys(action.inputs).sort())
    for (const [name, input] of Object.entries(action.inputs)) {
      const documentedDefault = rows.get(name)?.[0]?.replace(/`/g, '') ?? ''
      expect([name, documentedDefault]).toEqual([name, input.default ?? ''])
    }
  })

  it('documents every output of action.yml, and no other', () => {
    expect([...table('## Outputs').keys()].sort()).toEqual(Object.keys(action.outputs).sort())
  })

  it('shows the settings reference as the field table makes it (npm run docs)', () => {
    const rows = table('### Settings')
    const documented = [...rows].map(([name, cells]) => [`\`${name}\``, ...cells])
    expect(documented).toEqual(settingsRows())
  })

  it('is at most 500 lines: the rest of the documentation is under docs/', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(500)
  })

  it('gives the two set-up commands, which .ci/run runs as written, and the Node versions', () => {
    const block = /```sh\n((?:#.*\n)?npm ci && npm run demo[^`]*)```/.exec(readme)?.[1] ?? ''
    const commands = block
      .split('\n')
      .map(line => line.replace(/#.*$/, '').trim())
      .filter(line => line !== '')
    expect(commands).toEqual(['npm ci && npm run demo', 'npm test'])
    const ci = readFileSync(join(REPO_ROOT, '.ci', 'run'), 'utf8').split('\n')
    for (const command of commands) expect(ci).toContain(command)
    expect(block).toMatch(/Node\.js 20, 22 or 24/)
  })
})

describe('CHANGELOG.md', () => {
  const changelog = readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8')
  const releases = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/gm)].map(
    match => match[1] ?? ''
  )

  it('opens with an Unreleased section, then the releases, newest first', () => {
    expect(changelog.indexOf('\n## [Unreleased]\n')).toBeLessThan(
      changelog.indexOf('\n## [' + releases[0])
    )
    expect(releases.length).toBeGreaterThanOrEqual(2)
  })

  it('links Unreleased to the changes since the newest release, and each release to its own', () => {
    const base = 'https://github.com/appetize-deploy-action/appetize-deploy'
    expect(changelog).toContain(`\n[Unreleased]: ${base}/compare/v${releases[0]}...HEAD\n`)
    releases.slice(0, -1).forEach((version, index) => {
      expect(changelog).toContain(
        `\n[${version}]: ${base}/compare/v${releases[index + 1]}...v${version}\n`
      )
    })
  })
})
