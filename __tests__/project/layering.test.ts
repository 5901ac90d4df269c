/**
 * The layering check of `npm run lint` (`lint:deps`, .dependency-cruiser.cjs) refuses what it is
 * there to refuse, shown on planted files in a copy of the layout: an import of src/github from
 * src/app (or of src/gitlab from src/features), and a cycle of type-only imports (which eslint-plugin-import-x's no-cycle skips).
 * And the core's words: no file of src/review or src/features names a platform or its CI words.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from '../../test-support/harness/runner.js'

const run = promisify(execFile)
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'layering-'))
  await copyFile(join(REPO_ROOT, 'tsconfig.json'), join(folder, 'tsconfig.json'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** Writes `files` (path → text) under a fresh src/ and runs the check over it. */
async function check(files: Record<string, string>): Promise<{ code: number; output: string }> {
  await rm(join(folder, 'src'), { recursive: true, force: true })
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true })
    await writeFile(join(folder, path), text)
  }
  const cruiser = join(REPO_ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')
  const config = join(REPO_ROOT, '.dependency-cruiser.cjs')
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [cruiser, '--config', config, '--output-type', 'err', 'src'],
      { cwd: folder }
    )
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

describe('the layering check', () => {
  it('passes a layout that keeps the rules', async () => {
    const result = await check({
      'src/github/adapter.ts':
        "import type { Port } from '../review/port.js'\nexport const a: Port = {}\n",
      'src/review/port.ts': 'export type Port = object\n',
      'src/app/run.ts': "import type { Port } from '../review/port.js'\nexport const b: Port = {}\n"
    })
    expect(result).toMatchObject({ code: 0 })
  }, 60_000)

  it('refuses an import of src/github from src/app', async () => {
    const result = await check({
      'src/github/adapter.ts': 'export const adapter = 1\n',
      'src/app/run.ts': "import { adapter } from '../github/adapter.js'\nexport const b = adapter\n"
    })
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(
      /no-platform-below-front-ends: src\/app\/run\.ts → src\/github\/adapter\.ts/
    )
  }, 60_000)

  it('refuses a type-only import of src/gitlab from src/features', async () => {
    const result = await check({
      'src/gitlab/adapter.ts': 'export type Adapter = object\n',
      'src/features/previews/deploy.ts':
        "import type { Adapter } from '../../gitlab/adapter.js'\nexport const b: Adapter = {}\n"
    })
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(
      /no-platform-below-front-ends: src\/features\/previews\/deploy\.ts → src\/gitlab\/adapter\.ts/
    )
  }, 60_000)

  it('refuses a cycle of type-only imports', async () => {
    const result = await check({
      'src/github/api.ts':
        "import type { Limits } from './limits.js'\nexport interface Options { limits: Limits }\n",
      'src/github/limits.ts':
        "import type { Options } from './api.js'\nexport type Limits = Pick<Options, 'limits'>\n"
    })
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(/no-cycle/)
  }, 60_000)
})

/**
 * Issue 46 item 3: the core (src/review, src/features) names no platform and no platform's API or
 * CI words, in code, strings, comments or file names. There is no exception list: a platform's
 * words belong to its descriptor and adapter (src/<platform>/), which the core reads through
 * `PlatformTerms`, and a docs citation of a platform's API goes where its adapter implements it.
 */
const PLATFORM_WORDS = /github|gitlab|bitbucket|workflow|pipeline|\bjobs?\b/i
const CORE = ['src/review', 'src/features']

/** Every file under `folders` of `root`, and each of its lines (or its path) that names one. */
async function platformWordsIn(
  root: string,
  folders: readonly string[]
): Promise<{ files: number; found: string[] }> {
  const found: string[] = []
  let files = 0
  for (const folder of folders) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true })
    for (const entry of entries.filter(each => each.isFile())) {
      const path = relative(root, join(entry.parentPath, entry.name))
      files += 1
      if (PLATFORM_WORDS.test(path)) found.push(path)
      const lines = (await readFile(join(root, path), 'utf8')).split('\n')
      lines.forEach((line, index) => {
        if (PLATFORM_WORDS.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`)
      })
    }
  }
  return { files, found: found.sort() }
}

describe("the core's words", () => {
  it('src/review and src/features name no platform and no CI words of one', async () => {
    const { files, found } = await platformWordsIn(REPO_ROOT, CORE)
    expect(files).toBeGreaterThan(50)
    expect(found).toEqual([])
  })

  it('finds a planted word in a comment, a string, a name and a file name', async () => {
    await rm(join(folder, 'src'), { recursive: true, force: true })
    const planted: Record<string, string> = {
      'src/review/port.ts': '/** The job summary says it. */\nexport const ok = 1\n',
      'src/features/previews/deploy.ts':
        "export const jobless = 'jobs'\nexport const name = 'GitLab'\nconst workflowRun = 1\n",
      'src/features/pipelines.ts': 'export const clean = "Bitbucket Pipelines"\n',
      'src/features/clean.ts': '// the run, the pull request, the review token; a jobless line\n'
    }
    for (const [path, text] of Object.entries(planted)) {
      await mkdir(dirname(join(folder, path)), { recursive: true })
      await writeFile(join(folder, path), text)
    }
    const { files, found } = await platformWordsIn(folder, CORE)
    expect(files).toBe(4)
    expect(found).toEqual([
      'src/features/pipelines.ts',
      'src/features/pipelines.ts:1: export const clean = "Bitbucket Pipelines"',
      "src/features/previews/deploy.ts:1: export const jobless = 'jobs'",
      "src/features/previews/deploy.ts:2: export const name = 'GitLab'",
      'src/features/previews/deploy.ts:3: const workflowRun = 1',
      'src/review/port.ts:1: /** The job summary says it. */'
    ])
  })
})
