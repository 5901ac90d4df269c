/**
 * The GitLab token of merge-request previews, end to end on the installed tool with GitLab CI's
 * variables, against the fakes: a CI job token alone (refused before anything is sent), a
 * `read_api` token (403 insufficient_scope), a bad, expired or revoked token (401), a project the
 * token cannot see (404), a fork's pipeline without the parent's variables, a pipeline that is not
 * a merge request's. Each gets one clear error naming the token and what it needs, and no app is
 * created: the record is written before any app is.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import {
  EXPIRED_TOKEN,
  FAKE_PROJECT,
  FORK_PROJECT,
  JOB_TOKEN,
  OUTSIDER_TOKEN,
  READ_API_TOKEN,
  REVOKED_TOKEN
} from '../../test-support/fake-gitlab/server.js'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type GitLabFakes,
  installTool,
  type InstalledTool,
  mergeRequestJob,
  PREVIEW_BUILD,
  startGitLabFakes,
  stopGitLabFakes,
  visibleNotes
} from '../../test-support/harness/gitlab-pipeline.js'

let tool: InstalledTool
let fakes: GitLabFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startGitLabFakes({ service: { apps: {} } })
})
afterEach(() => stopGitLabFakes(fakes))

const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')

function previewJob(env: Record<string, string>, args: string[] = []): Promise<CliRun> {
  return tool.run(['preview', ...PREVIEW_BUILD, ...args], env)
}

/** Nothing created on the service, nothing written on GitLab, no token printed. */
function expectNothingDone(run: CliRun, token?: string): void {
  expect(sentToService()).toEqual([])
  expect(visibleNotes(fakes.gitlab)).toEqual([])
  if (token) expect(run.stdout + run.stderr).not.toContain(token)
  expect(run.stdout).toBe('')
}

it('refuses CI_JOB_TOKEN alone before anything, saying which token to create and how to store it', async () => {
  const run = await previewJob(mergeRequestJob(fakes, { token: null }))
  expect(run.exitCode).toBe(2)
  expect(run.stderr).toContain('CI_JOB_TOKEN')
  expect(run.stderr).toContain('https://gitlab.com/gitlab-org/gitlab/-/issues/464591')
  expect(run.stderr).toMatch(/api scope/)
  expect(run.stderr).toContain('APPETIZE_GITLAB_TOKEN')
  expect(run.stderr).toMatch(/Masked/)
  expect(run.stderr).toMatch(/Protected off/)
  expect(fakes.gitlab.requests).toEqual([])
  expect(fakes.service.requests).toEqual([])
  expectNothingDone(run, JOB_TOKEN)
})

it('a fork’s pipeline without the parent’s variables: the error names running it in the parent', async () => {
  fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { sourceProjectId: FORK_PROJECT.id })
  const run = await previewJob(mergeRequestJob(fakes, { token: null, runsIn: FORK_PROJECT.id }))
  expect(run.exitCode).toBe(2)
  expect(run.stderr).toContain('fork')
  expect(run.stderr).toContain('Run pipeline in the parent project')
  expect(run.stderr).toMatch(/review the changes/i)
  expect(fakes.gitlab.requests).toEqual([])
  expectNothingDone(run)
})

it('a job outside merge request pipelines: exit 2 with the rules line to add', async () => {
  const run = await previewJob({ ...mergeRequestJob(fakes), CI_PIPELINE_SOURCE: 'push' })
  expect(run.exitCode).toBe(2)
  expect(run.stderr).toContain('rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"')
  expect(fakes.gitlab.requests).toEqual([])
  expectNothingDone(run)
})

it('a read_api token: one error naming the api scope; nothing created', async () => {
  const run = await previewJob(mergeRequestJob(fakes, { token: READ_API_TOKEN }))
  expect(run.exitCode).toBe(1)
  expect(run.stderr).toMatch(/\bapi\b scope|scope \bapi\b/)
  expect(run.stderr).toContain('APPETIZE_GITLAB_TOKEN')
  expect(fakes.gitlab.requestsTo('createNote').map(request => request.status)).toEqual([403])
  expectNothingDone(run, READ_API_TOKEN)
})

it.each([
  ['an unknown', 'glpat-notAToken000000000000'],
  ['an expired', EXPIRED_TOKEN],
  ['a revoked', REVOKED_TOKEN]
])('%s token (401): one error naming the token; nothing created', async (_, token) => {
  const run = await previewJob(mergeRequestJob(fakes, { token }))
  expect(run.exitCode).toBe(1)
  expect(run.stderr).toContain('APPETIZE_GITLAB_TOKEN')
  expect(run.stderr).toMatch(/401|expired|revoked|not valid|invalid/i)
  // GitLab was asked, and refused every request (none refused for want of asking).
  expect(fakes.gitlab.requests.length).toBeGreaterThan(0)
  expect(fakes.gitlab.requests.every(request => request.status === 401)).toBe(true)
  expectNothingDone(run, token)
})

it('a project the token cannot see (404): one error naming the project and the token', async () => {
  const run = await previewJob(mergeRequestJob(fakes, { token: OUTSIDER_TOKEN }))
  expect(run.exitCode).toBe(1)
  expect(run.stderr).toContain('APPETIZE_GITLAB_TOKEN')
  expect(run.stderr).toMatch(/404|not found|cannot see/i)
  expect(run.stderr).toMatch(/1001|acme\/mobile-app/)
  expectNothingDone(run, OUTSIDER_TOKEN)
})
