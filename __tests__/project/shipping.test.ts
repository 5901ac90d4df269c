/**
 * What a release ships and what a new clone needs, checked on every pull request:
 * - the npm package `appetize-deploy` as `npm pack --dry-run` of dist/cli/ would make it (the
 *   folder release.yml publishes): its files, `bin`, `engines`, README, the previews and the
 *   GitLab adapter, and no GitHub or octokit code;
 * - the repository's own package.json cannot be published, installs on Node 20, and records a
 *   decision for every dependency's install script;
 * - every version of the tool the docs pin is a release CHANGELOG.md lists with the tool.
 * (That .ci/run runs the README's set-up commands as written: docs.test.ts.)
 */
import { describe, expect, it } from '@jest/globals'
import { Ajv } from 'ajv'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { CLI_PACKAGE } from '../../test-support/harness/installed-tool.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import { documentationFiles, yamlBlocks } from '../../test-support/harness/snippet-checks.js'
import { commandLinePlatforms, PLATFORMS } from '../../src/cli/platforms.js'

const read = (path: string): string => readFileSync(join(REPO_ROOT, path), 'utf8')
const root = JSON.parse(read('package.json')) as {
  version: string
  private?: boolean
  engines: { node: string }
  repository: { url: string }
  allowScripts?: Record<string, boolean>
}

interface PackEntry {
  name: string
  version: string
  files: { path: string }[]
}

/** `npm pack --dry-run --json` of dist/cli/: what `npm publish ./dist/cli` would upload. */
function dryRunPack(): PackEntry {
  const stdout = execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], {
    cwd: CLI_PACKAGE,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'silent' },
    // npm is npm.cmd on Windows, which only a shell starts.
    shell: process.platform === 'win32'
  })
  const [entry] = JSON.parse(stdout.slice(stdout.indexOf('['))) as PackEntry[]
  if (!entry) throw new Error(`npm pack printed no package: ${stdout}`)
  return entry
}

describe('the npm package, as npm pack of dist/cli/ makes it', () => {
  const entry = dryRunPack()
  const files = entry.files.map(file => file.path).sort()
  const manifest = JSON.parse(readFileSync(join(CLI_PACKAGE, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >
  const readme = readFileSync(join(CLI_PACKAGE, 'README.md'), 'utf8')

  it('holds the bundle with every chunk, its licences, README and manifest, and nothing else', () => {
    const chunks = readdirSync(CLI_PACKAGE).filter(file => /^\d+\.index\.cjs\.js$/.test(file))
    expect(chunks.length).toBeGreaterThan(5)
    expect(files).toEqual(
      ['LICENSE', 'README.md', 'index.cjs', 'licenses.txt', 'package.json', ...chunks].sort()
    )
  })

  it('is appetize-deploy at the repository version, its bin the bundle, for Node 22 and newer', () => {
    expect([entry.name, entry.version]).toEqual(['appetize-deploy', root.version])
    expect(manifest).toMatchObject({
      name: 'appetize-deploy',
      version: root.version,
      license: 'MIT',
      bin: { 'appetize-deploy': 'index.cjs' },
      engines: { node: '>=22' },
      repository: { type: 'git', url: root.repository.url }
    })
    expect(manifest.private).toBeUndefined()
    expect(manifest.dependencies).toBeUndefined()
    expect(readFileSync(join(CLI_PACKAGE, 'index.cjs'), 'utf8')).toMatch(
      /^#!\/usr\/bin\/env node\n/
    )
  })

  it('has a README written for the tool: its name, installation, commands, GitLab, the docs', () => {
    expect(readme.split('\n')[0]).toBe('# appetize-deploy')
    for (const heading of ['## Installation', '## Commands', '## GitLab CI']) {
      expect(readme).toContain(`\n${heading}`)
    }
    expect(readme).not.toContain('{{')
    expect(readme).toContain(`/blob/v${root.version}/docs/cli.md`)
    const pins = [...readme.matchAll(/appetize-deploy@(\d+\.\d+\.\d+)/g)].map(match => match[1])
    expect(pins.length).toBeGreaterThanOrEqual(3)
    expect(new Set(pins)).toEqual(new Set([root.version]))
  })

  it("has a GitLab recipe that passes GitLab's schema", () => {
    const [recipe, ...more] = yamlBlocks(readme, 'dist/cli/README.md')
    expect(more).toEqual([])
    const schema = JSON.parse(read('test-support/fixtures/gitlab-ci.json')) as object
    const validate = new Ajv({ strict: false, allErrors: true, logger: false }).compile(schema)
    expect(validate(parse(recipe?.text ?? ''))).toBe(true)
  })

  it("carries the previews and the packaged platforms' adapters, and no GitHub or octokit code", () => {
    const bundled = files
      .filter(file => file.endsWith('.js') || file.endsWith('.cjs'))
      .flatMap(file => {
        const map = JSON.parse(readFileSync(join(CLI_PACKAGE, `${file}.map`), 'utf8')) as {
          sources: string[]
        }
        return map.sources
      })
    // The maps are read: the tool's own code, the update, the previews and GitLab's side are there.
    expect(bundled).toEqual(
      expect.arrayContaining([
        expect.stringContaining('src/cli/main.ts'),
        expect.stringContaining('src/features/update-app/update-app.ts'),
        expect.stringContaining('src/features/previews/deploy-preview.ts'),
        expect.stringContaining('src/features/previews/sweep-previews.ts'),
        expect.stringContaining('src/app/plan/preview-plan.ts'),
        ...commandLinePlatforms().map(({ descriptor }) =>
          expect.stringContaining(`src/${descriptor.folder}/review-port.ts`)
        )
      ])
    )
    // Of a platform the package leaves out, only its descriptor (plain data the command line
    // reads); none of its adapter and none of its libraries.
    const leftOut = PLATFORMS.filter(({ descriptor }) => !descriptor.packaged)
    expect(leftOut.map(({ descriptor }) => descriptor.id)).toContain('github')
    const libraries = leftOut.flatMap(({ descriptor }) => descriptor.libraries)
    expect(libraries).toEqual(expect.arrayContaining(['@actions/github', '@octokit']))
    expect(
      bundled.filter(
        source =>
          leftOut.some(
            ({ descriptor }) =>
              source.includes(`src/${descriptor.folder}/`) &&
              !source.endsWith(`src/${descriptor.folder}/descriptor.ts`)
          ) || libraries.some(name => source.includes(`${name}/`))
      )
    ).toEqual([])
    expect(
      bundled.filter(source => /src\/github\/|@actions\/github|@octokit/.test(source))
    ).toEqual([expect.stringMatching(/src\/github\/descriptor\.ts$/)])
  })
})

describe("the repository's own package.json", () => {
  it('cannot be published, and installs on Node 20, 22 and 24', () => {
    expect(root.private).toBe(true)
    expect(root.engines.node).toBe('>=20')
  })

  it('records a decision for every dependency with an install script (npm install-scripts)', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
    expect(withScripts.length).toBeGreaterThan(0)
    expect(withScripts.filter(name => root.allowScripts?.[name] === undefined)).toEqual([])
  })
})

/** The releases CHANGELOG.md lists, newest first. */
const releases = [
  ...read('CHANGELOG.md').matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/gm)
]
  .map(match => match[1] ?? '')
  .filter(version => version !== '')

/** The releases that include the tool: the one whose section first names it, and every later one. */
function releasesWithTool(): string[] {
  const text = read('CHANGELOG.md')
  const sections = text.split(/^## /m)
  const first = [...releases].reverse().find(version => {
    const section = sections.find(part => part.startsWith(`[${version}]`)) ?? ''
    return /`appetize-deploy`, a command-line tool/.test(section)
  })
  return first === undefined ? [] : releases.slice(0, releases.indexOf(first) + 1)
}

describe('the versions of the tool that README.md and docs/ pin', () => {
  const documents = [...documentationFiles(), 'docs/cli.md'].map(file => ({
    file,
    text: read(file)
  }))
  const withTool = releasesWithTool()
  const pins = documents.flatMap(({ file, text }) =>
    // `appetize-deploy@1.1.0` or `@1`; not `…/appetize-deploy@v1.1.0`, the action.
    [...text.matchAll(/(?<![\w/-])appetize-deploy@(\d+(?:\.\d+\.\d+)?)(?![\w.])/g)].map(match => ({
      file,
      pin: match[1] ?? ''
    }))
  )

  it('include exact versions, as a CI job should pin', () => {
    expect(withTool.length).toBeGreaterThan(0)
    expect(pins.filter(({ pin }) => pin.includes('.')).length).toBeGreaterThanOrEqual(2)
  })

  it('pin the newest release exactly wherever a recipe runs the tool with npx', () => {
    // A job holds the tokens: it runs the version the reader saw, never a newer one unseen.
    const runs = documents.flatMap(({ file, text }) =>
      [...text.matchAll(/npx(?: --yes)? appetize-deploy@(\S+)/g)].map(match => ({
        file,
        pin: match[1] ?? ''
      }))
    )
    expect(runs.length).toBeGreaterThanOrEqual(10)
    expect(runs.filter(({ pin }) => pin !== releases[0])).toEqual([])
  })

  it('name a release CHANGELOG.md lists with the tool, none newer than the newest', () => {
    const majors = new Set(withTool.map(version => version.split('.')[0]))
    const wrong = pins.filter(({ pin }) =>
      pin.includes('.') ? !withTool.includes(pin) : !majors.has(pin)
    )
    expect(wrong).toEqual([])
  })
})
