/**
 * The installed tool (the packed tarball) refusing, before anything is sent, what it would
 * otherwise guess or ignore: `preview` and `sweep` with no review platform named (outside any
 * CI, a token alone), and `preview --delete` given build options. Exit status 2, every line on
 * stderr, nothing on stdout, no request to the service.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { FakeService } from '../../test-support/fake-service/server.js'
import {
  packAndInstall,
  runCli,
  type CliRun,
  type InstalledCli
} from '../../test-support/harness/installed-tool.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'

const TOKEN = 'fake-api-token-0123456789'
const NODE = execFileSync(
  process.execPath,
  [join(REPO_ROOT, 'scripts', 'node-of-major.mjs'), '24'],
  { encoding: 'utf8' }
).trim()

let installed: InstalledCli
let service: FakeService
beforeAll(async () => {
  installed = await packAndInstall()
  service = new FakeService({ apiToken: TOKEN })
  await service.start()
}, 600_000)
afterAll(() => service.stop())

const cli = (args: string[], env: Record<string, string> = {}): Promise<CliRun> =>
  runCli(installed.bin, NODE, args, {
    APPETIZE_API_TOKEN: TOKEN,
    APPETIZE_BASE_URL: service.url,
    ...env
  })

/** A GitLab merge request pipeline's variables (nothing is sent: the runs are refused first). */
const PIPELINE = {
  GITLAB_CI: 'true',
  CI_PIPELINE_SOURCE: 'merge_request_event',
  CI_API_V4_URL: 'https://gitlab.example.com/api/v4',
  CI_PROJECT_ID: '5',
  CI_MERGE_REQUEST_PROJECT_ID: '5',
  CI_MERGE_REQUEST_IID: '12',
  CI_COMMIT_SHA: 'a'.repeat(40),
  APPETIZE_GITLAB_TOKEN: 'glpat-0123456789abcdefghij'
}

function expectRefused(run: CliRun): void {
  expect(run.exitCode).toBe(2)
  expect(run.stdout).toBe('')
  expect(service.requests).toEqual([])
}

describe('the review platform of preview and sweep', () => {
  it.each([
    [
      ['preview', '--url', 'https://builds.example.com/a.apk'],
      'a GitLab merge request or a Bitbucket pull request'
    ],
    [['sweep'], 'GitLab or Bitbucket']
  ])(
    'is named by nothing outside CI with a token alone: %j exits 2',
    async (args, what) => {
      const run = await cli(args, {
        APPETIZE_GITLAB_TOKEN: 'glpat-0123456789abcdefghij',
        GITLAB_TOKEN: 'glpat-0123456789abcdefghij'
      })
      expectRefused(run)
      const [command] = args
      expect(run.stderr).toBe(
        [
          `error: ${command} works on ${what}, and nothing names its platform: no CI variable or option that chooses one is given (GitLab: GITLAB_CI, --gitlab-token-file, --gitlab-api-url, --gitlab-project; Bitbucket: BITBUCKET_BUILD_NUMBER, --bitbucket-token-file, --bitbucket-api-url, --bitbucket-workspace, --bitbucket-repo); a token alone chooses none. Nothing was sent.`,
          command === 'preview'
            ? "What to do: Run it in GitLab CI or Bitbucket Pipelines, or name the merge request or pull request with one platform's options (GitLab: --gitlab-api-url, --gitlab-project, --merge-request and --commit; Bitbucket: --bitbucket-workspace, --bitbucket-repo, --pull-request and --commit)."
            : "What to do: Run it in GitLab CI or Bitbucket Pipelines, or name the project with one platform's options (GitLab: --gitlab-api-url and --gitlab-project; Bitbucket: --bitbucket-workspace and --bitbucket-repo).",
          ''
        ].join('\n')
      )
    },
    60_000
  )

  it('is GitLab when an option names it: its own messages follow', async () => {
    const run = await cli(['sweep', '--gitlab-project', 'acme/app'], {
      APPETIZE_GITLAB_TOKEN: 'glpat-0123456789abcdefghij'
    })
    expectRefused(run)
    expect(run.stderr).toMatch(
      /^error: GitLab's API address is not known: GitLab CI sets CI_API_V4_URL/m
    )
  }, 60_000)
})

describe('preview --delete', () => {
  it('refuses the build options on its command line, naming each', async () => {
    const run = await cli(
      [
        'preview',
        '--delete',
        '--url',
        'https://builds.example.com/a.apk',
        '--devices',
        'pixel7',
        '--settings',
        '{}'
      ],
      PIPELINE
    )
    expectRefused(run)
    expect(run.stderr).toBe(
      "error: preview --delete deletes the preview's app and sends no build, but was given --url, --settings and --devices, which it would ignore: leave them out (--platform or --preview-name name the preview). Nothing was sent.\n"
    )
  }, 60_000)

  it('takes them from APPETIZE_ variables, and --platform to name the preview', async () => {
    // Refused later for GitLab's token (nothing to reach): past the command line's checks.
    const run = await cli(['preview', '--delete', '--platform', 'android', '--dry-run'], {
      ...PIPELINE,
      APPETIZE_GITLAB_TOKEN: '',
      APPETIZE_URL: 'https://builds.example.com/a.apk',
      APPETIZE_DEVICES: 'pixel7'
    })
    expectRefused(run)
    expect(run.stderr).toMatch(/^error: No GitLab token: /m)
    expect(run.stderr).not.toMatch(/--delete deletes/)
  }, 60_000)
})
