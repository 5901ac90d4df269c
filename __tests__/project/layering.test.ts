/**
 * The layering check of `npm run lint` (`lint:deps`, .dependency-cruiser.cjs) refuses what it is
 * there to refuse, shown on planted files in a copy of the layout: an import of src/github from
 * src/app (or of src/gitlab from src/features), and a cycle of type-only imports (which eslint-plugin-import-x's no-cycle skips).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
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
