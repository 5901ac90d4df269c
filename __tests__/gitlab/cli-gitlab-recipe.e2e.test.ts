/**
 * docs/cli.md's GitLab recipe, run as written: each job's `script` lines, in a shell, with the
 * variables GitLab CI gives that job (and the job's own `variables:`), against the fake service
 * and the fake GitLab; only `npx --yes appetize-deploy@<the release>` becomes the tool installed from the
 * packed tarball (test-support/harness/installed-tool.ts), since the tests never reach the npm registry. A merge
 * request's life: its first pipeline, a push, the stop job twice, and the scheduled sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { parse } from 'yaml'
import {
  FAKE_MERGE_REQUEST_IID,
  FAKE_PROJECT,
  JOB_TOKEN,
  PROJECT_TOKEN,
  shaOf
} from '../../test-support/fake-gitlab/server.js'
import {
  installTool,
  mergeRequestJob,
  scheduledJob,
  startGitLabFakes,
  stopGitLabFakes,
  visibleNotes,
  type GitLabFakes,
  type InstalledTool
} from '../../test-support/harness/gitlab-pipeline.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import { yamlBlocks } from '../../test-support/harness/snippet-checks.js'
import packageJson from '../../package.json' with { type: 'json' }

/** How the recipe runs the tool: the exact release this repository is at (issue 48). */
const NPX = `npx --yes appetize-deploy@${packageJson.version}`

const run = promisify(execFile)

interface Job {
  readonly script: readonly string[]
  readonly variables?: Readonly<Record<string, string>>
}

/** The recipe's jobs, parsed from docs/cli.md. */
async function recipe(): Promise<Record<string, Job>> {
  const markdown = await readFile(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8')
  const start = markdown.indexOf('\n### GitLab CI')
  const section = markdown.slice(start, markdown.indexOf('\n### ', start + 1))
  const [block] = yamlBlocks(section, 'docs/cli.md')
  return parse(block?.text ?? '') as Record<string, Job>
}

let fakes: GitLabFakes | undefined
let tool: InstalledTool
let jobs: Record<string, Job>
let folder: string

beforeAll(async () => {
  ;[tool, jobs, fakes] = await Promise.all([installTool(), recipe(), startGitLabFakes()])
  folder = await mkdtemp(join(tmpdir(), 'gitlab-recipe-'))
}, 180_000)
afterAll(async () => {
  await stopGitLabFakes(fakes)
  if (folder) await rm(folder, { recursive: true, force: true })
})

/**
 * Runs one job's script as GitLab's runner would, in a folder of its own (with the build the
 * build stage left, unless the job checks nothing out): `sh -e`, the job's variables over the
 * pipeline's.
 *
 * @returns the exit status, stdout, stderr, and the dotenv report the job wrote (if any)
 */
async function runJob(
  name: string,
  pipeline: Record<string, string>
): Promise<{ code: number; stdout: string; stderr: string; dotenv?: string }> {
  const job = jobs[name]
  if (!job) throw new Error(`docs/cli.md's recipe has no job ${name}`)
  const workdir = await mkdtemp(join(folder, `${name}-`))
  const variables = { ...pipeline, ...job.variables }
  if (variables.GIT_STRATEGY !== 'none') {
    await mkdir(join(workdir, 'build'))
    await writeFile(join(workdir, 'build', 'app-debug.apk'), randomBytes(64 * 1024))
  }
  const script = job.script
    .map(line => {
      expect(line).toContain(`${NPX} `)
      return line.replace(NPX, `'${tool.installed.bin}'`)
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
  // Neither token is ever printed, whole or in part.
  for (const secret of [PROJECT_TOKEN, JOB_TOKEN, fakes!.service.apiToken]) {
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain(secret.slice(-12))
  }
  const dotenv = await readFile(join(workdir, 'review.env'), 'utf8').catch(() => undefined)
  return { ...outcome, dotenv }
}

/** A dotenv report as GitLab reads it: `NAME=value` lines, no blank line, at most 5 KB. */
function report(text: string | undefined): Record<string, string> {
  expect(text).toBeDefined()
  const lines = (text ?? '').split('\n').slice(0, -1)
  for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9_]+=\S/)
  expect(Buffer.byteLength(text ?? '')).toBeLessThanOrEqual(5 * 1024)
  return Object.fromEntries(
    lines.map((line): [string, string] => [
      line.slice(0, line.indexOf('=')),
      line.slice(line.indexOf('=') + 1)
    ])
  )
}

describe("docs/cli.md's GitLab recipe, run as written", () => {
  let publicKey = ''

  it('review job, first pipeline: creates the app and one note; the report has the URL', async () => {
    const gitlab = fakes!.gitlab
    const first = await runJob('review_app', mergeRequestJob(fakes!))
    expect(first.code).toBe(0)
    const env = report(first.dotenv)
    expect(env).toMatchObject({ APPETIZE_PREVIEW_ACTION: 'created' })
    publicKey = env.APPETIZE_PUBLIC_KEY ?? ''
    expect(fakes!.service.apps.has(publicKey)).toBe(true)
    expect(env.APPETIZE_APP_URL).toBe(`https://appetize.example/app/${publicKey}`)
    const notes = visibleNotes(gitlab)
    expect(notes).toHaveLength(1)
    expect(notes[0]?.body).toContain(publicKey)
    // The note's link as it is: its `#` needs no quotes, which GitLab would keep in the value.
    expect(env.APPETIZE_COMMENT_URL).toMatch(/^http:\/\/\S+\/-\/merge_requests\/\d+#note_\d+$/)
    expect(env.APPETIZE_COMMENT_URL).toMatch(new RegExp(`#note_${notes[0]?.id}$`))
    // Never with the CI job token, whose notes GitLab refuses.
    expect(gitlab.requests.filter(request => request.username === 'dana')).toEqual([])
  }, 120_000)

  it('review job, after a push: the same app updated, the same note edited', async () => {
    const gitlab = fakes!.gitlab
    const [note] = visibleNotes(gitlab)
    const sha = shaOf('second push')
    gitlab.moveHead(FAKE_PROJECT.id, FAKE_MERGE_REQUEST_IID, sha)
    const second = await runJob('review_app', mergeRequestJob(fakes!))
    expect(second.code).toBe(0)
    expect(report(second.dotenv)).toMatchObject({
      APPETIZE_PREVIEW_ACTION: 'updated',
      APPETIZE_PUBLIC_KEY: publicKey
    })
    const notes = visibleNotes(gitlab)
    expect(notes.map(one => one.id)).toEqual([note?.id])
    expect(notes[0]?.body).toContain(sha.slice(0, 7))
  }, 120_000)

  it('stop job: deletes the app and says so in the note; run again, still success', async () => {
    const stop = await runJob('stop_review_app', mergeRequestJob(fakes!))
    expect([stop.code, stop.stderr]).toEqual([0, expect.stringContaining(publicKey)])
    expect(JSON.parse(stop.stdout)).toMatchObject({ previewAction: 'deleted' })
    expect(fakes!.service.apps.has(publicKey)).toBe(false)
    const notes = visibleNotes(fakes!.gitlab)
    expect(notes).toHaveLength(1)
    expect(notes[0]?.body).not.toContain(`/app/${publicKey}`)
    const again = await runJob('stop_review_app', mergeRequestJob(fakes!))
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toMatchObject({ previewAction: 'deleted' })
  }, 120_000)

  it('review job in a branch pipeline, or with CI_JOB_TOKEN alone: exit 2, nothing sent', async () => {
    const gitlab = fakes!.gitlab
    const before = [gitlab.requests.length, fakes!.service.requests.length]
    const branch = await runJob('review_app', {
      ...mergeRequestJob(fakes!),
      CI_PIPELINE_SOURCE: 'push'
    })
    expect(branch.code).toBe(2)
    expect(branch.stderr).toContain('rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"')
    const jobToken = await runJob('review_app', mergeRequestJob(fakes!, { token: null }))
    expect(jobToken.code).toBe(2)
    expect(jobToken.stderr).toMatch(/^error: No GitLab token: only CI_JOB_TOKEN is set/m)
    expect(jobToken.stderr).toMatch(/^What to do: Create a project access token/m)
    expect([gitlab.requests.length, fakes!.service.requests.length]).toEqual(before)
  }, 120_000)

  it('sweep job, on a schedule: deletes the app of a merge request closed without a stop', async () => {
    const gitlab = fakes!.gitlab
    gitlab.addMergeRequest(FAKE_PROJECT.id, 8)
    const review = await runJob('review_app', mergeRequestJob(fakes!, { iid: 8 }))
    expect(review.code).toBe(0)
    const orphan = report(review.dotenv).APPETIZE_PUBLIC_KEY ?? ''
    expect(fakes!.service.apps.has(orphan)).toBe(true)
    gitlab.addMergeRequest(FAKE_PROJECT.id, 8, { state: 'closed' })
    const sweep = await runJob('sweep_previews', scheduledJob(fakes!))
    expect(sweep.code).toBe(0)
    expect(JSON.parse(sweep.stdout)).toEqual({
      sweptPreviews: [
        expect.objectContaining({ pullRequest: 8, publicKey: orphan, reason: 'closed' })
      ]
    })
    expect(fakes!.service.apps.has(orphan)).toBe(false)
  }, 180_000)
})
