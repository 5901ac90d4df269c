/**
 * docs/cli.md's Bitbucket recipe (`bitbucket-pipelines.yml`), run as written: each step's
 * `script` lines, in a shell, with the variables Bitbucket Pipelines gives that pipeline (a pull
 * request's, the default branch's after a merge, a custom one started by hand or by a schedule,
 * with its own `variables:`), against the fake service and the fake Bitbucket; only
 * `npx --yes appetize-deploy@…` becomes the tool installed from the packed tarball, since the
 * tests never reach the npm registry. A pull request's life: its first pipeline, a push, the
 * merge and the default branch's sweep; a declined one and the scheduled sweep; the delete by
 * hand, twice.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { parse } from 'yaml'
import { ACCESS_TOKEN, shaOf } from '../../test-support/fake-bitbucket/server.js'
import {
  type BitbucketFakes,
  branchStep,
  seedBitbucketPreview,
  FULL_NAME,
  installTool,
  type InstalledTool,
  pullRequestStep,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import { yamlBlocks } from '../../test-support/harness/snippet-checks.js'

const run = promisify(execFile)
const TOOL = /npx --yes appetize-deploy@[0-9][0-9.]*/

interface Step {
  readonly script: readonly string[]
  readonly clone?: { readonly enabled?: boolean }
}
type Pipeline = readonly ({ step?: Step } | { variables?: readonly { name: string }[] })[]
interface Recipe {
  readonly pipelines: {
    readonly 'pull-requests': Record<string, Pipeline>
    readonly branches: Record<string, Pipeline>
    readonly custom: Record<string, Pipeline>
  }
}

/** The recipe's `bitbucket-pipelines.yml`, parsed from docs/cli.md (anchors resolved). */
async function recipe(): Promise<Recipe> {
  const markdown = await readFile(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8')
  const start = markdown.indexOf('\n### Bitbucket Pipelines')
  expect(start).toBeGreaterThan(0)
  const section = markdown.slice(start, markdown.indexOf('\n### ', start + 1))
  const blocks = yamlBlocks(section, 'docs/cli.md')
  expect(blocks).toHaveLength(1)
  return parse(blocks[0]?.text ?? '') as Recipe
}

/** The one step of a pipeline, and the variables a custom pipeline asks for. */
function stepOf(pipeline: Pipeline | undefined): { step: Step; asks: string[] } {
  const step = pipeline?.flatMap(entry => ('step' in entry && entry.step ? [entry.step] : []))
  expect(step).toHaveLength(1)
  const asks = (pipeline ?? []).flatMap(entry =>
    'variables' in entry ? (entry.variables ?? []).map(variable => variable.name) : []
  )
  return { step: step?.[0] as Step, asks }
}

let fakes: BitbucketFakes | undefined
let tool: InstalledTool
let pipelines: Recipe['pipelines']
let folder: string

beforeAll(async () => {
  let parsed: Recipe
  ;[tool, parsed, fakes] = await Promise.all([installTool(), recipe(), startBitbucketFakes()])
  pipelines = parsed.pipelines
  folder = await mkdtemp(join(tmpdir(), 'bitbucket-recipe-'))
}, 180_000)
afterAll(async () => {
  await stopBitbucketFakes(fakes)
  if (folder) await rm(folder, { recursive: true, force: true })
})

/**
 * Runs a step's script as Bitbucket's runner would: `sh -e`, in a folder of its own (with the
 * build, unless the step clones nothing), with the pipeline's variables and those it asks for.
 */
async function runStep(
  pipeline: Pipeline | undefined,
  variables: Record<string, string>
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { step, asks } = stepOf(pipeline)
  // A step with no command of the tool would test nothing.
  expect(step.script.filter(line => TOOL.test(line)).length).toBeGreaterThan(0)
  for (const name of asks) expect(variables[name]).toBeDefined()
  const workdir = await mkdtemp(join(folder, 'step-'))
  if (step.clone?.enabled !== false) {
    await mkdir(join(workdir, 'build'))
    await writeFile(join(workdir, 'build', 'app-debug.apk'), randomBytes(64 * 1024))
  }
  const script = step.script
    .map(line => {
      expect(line).toMatch(TOOL)
      return line.replace(TOOL, `'${tool.installed.bin}'`)
    })
    .join('\n')
  const outcome = await run('sh', ['-ec', script], {
    cwd: workdir,
    env: {
      PATH: `${dirname(tool.node)}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '/tmp',
      ...variables
    }
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr
    })
  )
  for (const secret of [ACCESS_TOKEN, fakes!.service.apiToken]) {
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain(secret.slice(-12))
  }
  return outcome
}

const result = (stdout: string): Record<string, unknown> =>
  JSON.parse(stdout) as Record<string, unknown>

describe("docs/cli.md's Bitbucket recipe, run as written", () => {
  let publicKey = ''

  it('pull-request pipeline, first run: the app, one comment, the build status', async () => {
    const first = await runStep(pipelines['pull-requests']['**'], pullRequestStep(fakes!))
    expect(first.code).toBe(0)
    const output = result(first.stdout)
    expect(output).toMatchObject({ previewAction: 'created' })
    publicKey = String(output.publicKey)
    expect(fakes!.service.apps.has(publicKey)).toBe(true)
    const comments = visibleComments(fakes!.bitbucket)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.raw).toContain(publicKey)
    expect([...fakes!.bitbucket.statuses.values()].map(status => status.state)).toEqual([
      'SUCCESSFUL'
    ])
  }, 120_000)

  it('pull-request pipeline after a push: the same app updated, the same comment edited', async () => {
    const bitbucket = fakes!.bitbucket
    const [comment] = visibleComments(bitbucket)
    const sha = shaOf('second push')
    bitbucket.moveHead(FULL_NAME, 7, sha)
    const second = await runStep(pipelines['pull-requests']['**'], pullRequestStep(fakes!))
    expect(second.code).toBe(0)
    expect(result(second.stdout)).toMatchObject({ previewAction: 'updated', publicKey })
    expect(visibleComments(bitbucket).map(one => one.id)).toEqual([comment?.id])
    expect(visibleComments(bitbucket)[0]?.raw).toContain(sha.slice(0, 7))
  }, 120_000)

  it('the default branch after the merge: its sweep deletes the merged pull request’s app', async () => {
    fakes!.bitbucket.addPullRequest(FULL_NAME, 7, { state: 'MERGED' })
    const sweep = await runStep(pipelines.branches.main, branchStep(fakes!))
    expect(sweep.code).toBe(0)
    expect(result(sweep.stdout)).toEqual({
      sweptPreviews: [expect.objectContaining({ pullRequest: 7, publicKey, reason: 'closed' })]
    })
    expect(fakes!.service.apps.has(publicKey)).toBe(false)
    expect(visibleComments(fakes!.bitbucket)[0]?.raw).toContain('(removed)')
  }, 180_000)

  it('the scheduled custom pipeline: its sweep deletes a declined pull request’s app', async () => {
    const bitbucket = fakes!.bitbucket
    bitbucket.addPullRequest(FULL_NAME, 8)
    const review = await runStep(
      pipelines['pull-requests']['**'],
      pullRequestStep(fakes!, { pullRequest: 8 })
    )
    expect(review.code).toBe(0)
    const declined = String(result(review.stdout).publicKey)
    bitbucket.addPullRequest(FULL_NAME, 8, { state: 'DECLINED' })
    const sweep = await runStep(pipelines.custom['sweep-previews'], branchStep(fakes!))
    expect(sweep.code).toBe(0)
    expect(result(sweep.stdout)).toEqual({
      sweptPreviews: [expect.objectContaining({ pullRequest: 8, publicKey: declined })]
    })
    expect(fakes!.service.apps.has(declined)).toBe(false)
  }, 180_000)

  it('the scheduled custom pipeline: its sweep deletes the app of an open pull request idle past --preview-ttl', async () => {
    const day = 24 * 60 * 60 * 1000
    const idle = seedBitbucketPreview(fakes!, {
      pullRequest: 10,
      deployedAt: Date.now() - 8 * day,
      fields: { updatedOn: new Date(Date.now() - 8 * day).toISOString() }
    })
    const recent = seedBitbucketPreview(fakes!, { pullRequest: 11, deployedAt: Date.now() - day })
    const sweep = await runStep(pipelines.custom['sweep-previews'], branchStep(fakes!))
    expect(sweep.code).toBe(0)
    expect(result(sweep.stdout)).toEqual({
      sweptPreviews: [
        expect.objectContaining({ pullRequest: 10, publicKey: idle, reason: 'expired' })
      ]
    })
    expect(fakes!.service.apps.has(idle)).toBe(false)
    expect(fakes!.service.apps.has(recent)).toBe(true)
    expect(visibleComments(fakes!.bitbucket, 10)[0]?.raw).toContain('(removed)')
  }, 180_000)

  it('the delete-preview custom pipeline with PR_ID: deletes the app; run again, still success', async () => {
    const bitbucket = fakes!.bitbucket
    bitbucket.addPullRequest(FULL_NAME, 9)
    const review = await runStep(
      pipelines['pull-requests']['**'],
      pullRequestStep(fakes!, { pullRequest: 9 })
    )
    const app = String(result(review.stdout).publicKey)
    const byHand = branchStep(fakes!, { variables: { PR_ID: '9' } })
    const deleted = await runStep(pipelines.custom['delete-preview'], byHand)
    expect(deleted.code).toBe(0)
    expect(result(deleted.stdout)).toMatchObject({ previewAction: 'deleted' })
    expect(fakes!.service.apps.has(app)).toBe(false)
    const again = await runStep(pipelines.custom['delete-preview'], byHand)
    expect(again.code).toBe(0)
    expect(result(again.stdout)).toMatchObject({ previewAction: 'deleted' })
  }, 120_000)

  it('the pull-request step in a branch pipeline: exit 2 before any request', async () => {
    const before = [fakes!.bitbucket.requests.length, fakes!.service.requests.length]
    const branch = await runStep(pipelines['pull-requests']['**'], branchStep(fakes!))
    expect(branch.code).toBe(2)
    expect(branch.stderr).toContain('pull-requests:')
    expect([fakes!.bitbucket.requests.length, fakes!.service.requests.length]).toEqual(before)
  }, 60_000)
})
