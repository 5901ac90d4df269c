/**
 * The command line's GitLab side in process: which merge request (or project) `preview` and
 * `sweep` work on, from GitLab CI's variables and the options that override them; the GitLab
 * token and its refusals (an option's value, CI_JOB_TOKEN alone, a fork's pipeline); every
 * problem reported together before anything is sent; and the words of their errors. End to end
 * against the fakes: cli-gitlab.e2e.test.ts.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readCommandLine, UsageError, type CommandLine } from '../../src/cli/command-line.js'
import { readGitLabRun } from '../../src/gitlab/ci-run.js'
import { RunRefused } from '../../src/review/platform-descriptor.js'
import { runCommand } from '../../src/cli/run-command.js'
import { terminalWords } from '../../src/cli/words.js'
import { InputError, failureReports } from '../../src/cli/core-adapter.js'
import { message, input } from '../../src/shared/message.js'
import { parseApiUrl, parseProject } from '../../src/gitlab/ci-values.js'
import { GITLAB } from '../../src/gitlab/descriptor.js'
import { formatDotenv, formatJson } from '../../src/cli/result-format.js'

const SHA = 'a'.repeat(40)
const MERGED_SHA = 'b'.repeat(40)
const TOKEN = 'glpat-0123456789abcdefghij'

/** GitLab CI's variables in a merge request pipeline of project 5, merge request !12. */
const PIPELINE: Record<string, string> = {
  GITLAB_CI: 'true',
  CI_PIPELINE_SOURCE: 'merge_request_event',
  CI_API_V4_URL: 'https://gitlab.example.com/api/v4',
  CI_PROJECT_ID: '5',
  CI_MERGE_REQUEST_PROJECT_ID: '5',
  CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '5',
  CI_MERGE_REQUEST_IID: '12',
  CI_COMMIT_SHA: SHA,
  CI_JOB_URL: 'https://gitlab.example.com/acme/app/-/jobs/77',
  CI_JOB_TOKEN: 'job-token-value',
  APPETIZE_GITLAB_TOKEN: TOKEN,
  APPETIZE_FILE: 'build/app-debug.apk'
}

/** The variables without one. */
function without(env: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key !== name))
}

const folder = mkdtempSync(join(tmpdir(), 'cli-gitlab-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function commandLine(argv: string[], env: Record<string, string>): CommandLine {
  const request = readCommandLine(argv, env)
  if (request.kind !== 'run') throw new Error(`not a run: ${request.kind}`)
  return request.commandLine
}

/** The target and token, or the problems (one line each) and the advice. */
async function resolve(
  argv: string[],
  env: Record<string, string>
): Promise<
  | { ok: true; run: Awaited<ReturnType<typeof readGitLabRun>> }
  | { ok: false; lines: readonly string[]; advice?: string }
> {
  try {
    const { command, values } = commandLine(argv, env)
    if (command !== 'preview' && command !== 'sweep') throw new Error(`not a review: ${command}`)
    return { ok: true, run: await readGitLabRun({ command, values, env, cwd: folder }) }
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof RunRefused)) throw error
    return { ok: false, lines: error.lines, advice: error.advice }
  }
}

describe('which merge request preview works on', () => {
  it("reads GitLab CI's variables: the merge request's project, its IID, the commit", async () => {
    const result = await resolve(['preview'], PIPELINE)
    expect(result).toEqual({
      ok: true,
      run: {
        target: {
          apiUrl: 'https://gitlab.example.com/api/v4',
          project: '5',
          mergeRequestIid: 12,
          commitSha: SHA,
          mode: 'deploy',
          runUrl: 'https://gitlab.example.com/acme/app/-/jobs/77'
        },
        token: TOKEN
      }
    })
  })

  it("takes the merge request's project, not the project the pipeline runs in", async () => {
    const result = await resolve(['preview'], {
      ...PIPELINE,
      CI_PROJECT_ID: '9',
      CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '9'
    })
    expect(result.ok && result.run.target.project).toBe('5')
  })

  it("takes the source branch's head in a merged-results pipeline, not the merge commit", async () => {
    const result = await resolve(['preview'], {
      ...PIPELINE,
      CI_COMMIT_SHA: MERGED_SHA,
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: SHA.toUpperCase()
    })
    expect(result.ok && result.run.target.commitSha).toBe(SHA)
  })

  it('lets each option (or its APPETIZE_ variable) override its variable', async () => {
    const result = await resolve(
      [
        'preview',
        '--gitlab-api-url',
        'https://git.example.com/gitlab/api/v4/',
        '--gitlab-project',
        'acme/mobile-app',
        '--merge-request',
        '7'
      ],
      { ...PIPELINE, APPETIZE_COMMIT: MERGED_SHA }
    )
    expect(result.ok && result.run.target).toMatchObject({
      apiUrl: 'https://git.example.com/gitlab/api/v4',
      project: 'acme/mobile-app',
      mergeRequestIid: 7,
      commitSha: MERGED_SHA
    })
  })

  it('is a stop for --delete, which needs no commit', async () => {
    const env = without(PIPELINE, 'CI_COMMIT_SHA')
    const result = await resolve(['preview', '--delete'], env)
    expect(result.ok && result.run.target).toMatchObject({ mode: 'stop', mergeRequestIid: 12 })
    expect(result.ok && 'commitSha' in result.run.target).toBe(false)
  })

  it.each([
    [{ CI_PIPELINE_SOURCE: 'push' }, /CI_PIPELINE_SOURCE is "push", not "merge_request_event"/],
    [{ CI_PIPELINE_SOURCE: '' }, /CI_PIPELINE_SOURCE is not set/]
  ])('refuses another pipeline (%j), naming the rule the job needs', async (change, problem) => {
    const env = { ...PIPELINE, ...change }
    const result = await resolve(['preview'], env)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.lines).toHaveLength(1)
    expect(result.lines[0]).toMatch(problem)
    expect(result.lines[0]).toContain('rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"')
  })

  it('needs no merge request pipeline when the options name the merge request', async () => {
    const env = { APPETIZE_GITLAB_TOKEN: TOKEN, APPETIZE_FILE: 'app.apk' }
    const argv = [
      'preview',
      '--gitlab-api-url',
      'http://127.0.0.1:8080/api/v4',
      '--gitlab-project',
      '42',
      '--merge-request',
      '3',
      '--commit',
      SHA
    ]
    const result = await resolve(argv, env)
    expect(result.ok && result.run.target).toMatchObject({ project: '42', mergeRequestIid: 3 })
    // A stop needs no commit to name it.
    const stop = await resolve([...argv.slice(0, -2), '--delete'], env)
    expect(stop.ok && stop.run.target.mode).toBe('stop')
    // Without --commit, the pipeline must be a merge request's, which names the commit.
    const partly = await resolve(argv.slice(0, -2), env)
    expect(partly.ok).toBe(false)
  })

  it('reports every malformed value together, each naming where it came from', async () => {
    const result = await resolve(['preview', '--merge-request', '0'], {
      ...PIPELINE,
      CI_API_V4_URL: 'http://gitlab.example.com/api/v4',
      CI_MERGE_REQUEST_PROJECT_ID: 'acme',
      CI_COMMIT_SHA: 'abc123'
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.lines).toEqual([
      expect.stringMatching(/^CI_API_V4_URL must be an https URL of GitLab's API .*got "http:/),
      expect.stringMatching(/^CI_MERGE_REQUEST_PROJECT_ID must be a numeric project id or a path/),
      expect.stringMatching(
        /^--merge-request \(APPETIZE_MERGE_REQUEST\) must be a merge request's IID.*got "0"/
      ),
      expect.stringMatching(/^CI_COMMIT_SHA must be a commit's full SHA, 40 or 64 .*got "abc123"/)
    ])
  })

  it('says what is missing and which variable or option gives it', async () => {
    const result = await resolve(['preview', '--url', 'https://builds.example.com/a.apk'], {
      CI_PIPELINE_SOURCE: 'merge_request_event',
      APPETIZE_GITLAB_TOKEN: TOKEN
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.lines).toEqual([
      "GitLab's API address is not known: GitLab CI sets CI_API_V4_URL; elsewhere give --gitlab-api-url (APPETIZE_GITLAB_API_URL).",
      'The project is not known: GitLab CI sets CI_MERGE_REQUEST_PROJECT_ID; elsewhere give --gitlab-project (APPETIZE_GITLAB_PROJECT).',
      'The merge request is not known: GitLab CI sets CI_MERGE_REQUEST_IID; elsewhere give --merge-request (APPETIZE_MERGE_REQUEST).',
      'The commit the pipeline built is not known: GitLab CI sets CI_MERGE_REQUEST_SOURCE_BRANCH_SHA or CI_COMMIT_SHA; elsewhere give --commit (APPETIZE_COMMIT).'
    ])
  })

  it('needs the build, except to delete', async () => {
    const env = without(PIPELINE, 'APPETIZE_FILE')
    expect(await resolve(['preview'], env)).toEqual({
      ok: false,
      lines: [
        "preview deploys the merge request's build: give --file <path> or --url <url> (APPETIZE_FILE, APPETIZE_URL). The stop job's preview --delete needs none."
      ]
    })
    expect((await resolve(['preview', '--delete'], env)).ok).toBe(true)
  })

  it('never shows an API address that holds a password', async () => {
    const result = await resolve(['preview'], {
      ...PIPELINE,
      CI_API_V4_URL: 'https://user:s3cret-pass@gitlab.example.com/api/v4'
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.lines.join('\n')).toContain('it holds a user name or password')
    expect(result.lines.join('\n')).not.toContain('s3cret-pass')
  })
})

describe('the project a sweep cleans up', () => {
  it('is CI_PROJECT_ID, in any pipeline; no merge request or commit', async () => {
    const result = await resolve(['sweep', '--preview-ttl', '7d'], {
      GITLAB_CI: 'true',
      CI_PIPELINE_SOURCE: 'schedule',
      CI_API_V4_URL: 'https://gitlab.com/api/v4',
      CI_PROJECT_ID: '5',
      CI_COMMIT_SHA: SHA,
      GITLAB_TOKEN: TOKEN
    })
    expect(result).toEqual({
      ok: true,
      run: {
        target: { apiUrl: 'https://gitlab.com/api/v4', project: '5', mode: 'deploy', runUrl: '' },
        token: TOKEN
      }
    })
  })
})

describe('the GitLab token', () => {
  it('comes from APPETIZE_GITLAB_TOKEN, else GITLAB_TOKEN, and --gitlab-token-file wins', async () => {
    const file = join(folder, 'token')
    writeFileSync(file, 'glpat-from-the-file\n')
    const both = { ...PIPELINE, GITLAB_TOKEN: 'glpat-glab' }
    const fromVariable = await resolve(['preview'], both)
    expect(fromVariable.ok && fromVariable.run.token).toBe(TOKEN)
    const glab = without(both, 'APPETIZE_GITLAB_TOKEN')
    const fromGlab = await resolve(['preview'], glab)
    expect(fromGlab.ok && fromGlab.run.token).toBe('glpat-glab')
    const fromFile = await resolve(['preview', '--gitlab-token-file', file], both)
    expect(fromFile.ok && fromFile.run.token).toBe('glpat-from-the-file')
  })

  it.each([[['preview', '--gitlab-token', TOKEN]], [['sweep', `--gitlab-token=${TOKEN}`]]])(
    'is refused as an option value, never repeated: %j',
    argv => {
      expect(() => readCommandLine(argv, {})).toThrow(
        /^--gitlab-token is refused: .*shell history.*Set APPETIZE_GITLAB_TOKEN \(or GITLAB_TOKEN\), or give --gitlab-token-file <path>/
      )
      expect(() => readCommandLine(argv, {})).not.toThrow(TOKEN)
    }
  )

  it('refuses CI_JOB_TOKEN alone: which token to create and how to store it', async () => {
    const env = without(PIPELINE, 'APPETIZE_GITLAB_TOKEN')
    const result = await resolve(['preview', '--merge-request', 'x'], env)
    expect(result.ok).toBe(false)
    if (result.ok) return
    // With the other problems, the token's first.
    expect(result.lines).toHaveLength(2)
    expect(result.lines[0]).toMatch(
      /^No GitLab token: only CI_JOB_TOKEN is set, and a CI job token cannot write merge request notes \(https:\/\/gitlab\.com\/gitlab-org\/gitlab\/-\/issues\/464591\)/
    )
    expect(result.advice).toMatch(/project access token .*api scope and the Developer role/)
    expect(result.advice).toMatch(/APPETIZE_GITLAB_TOKEN .*Masked on and Protected off/)
    expect(result.advice).toMatch(/merge request pipelines get no protected variables/)
    expect(JSON.stringify(result)).not.toContain('job-token-value')
  })

  it('says how to store the token when CI_JOB_TOKEN is alone, GITLAB_CI unset', async () => {
    const env = without(without(PIPELINE, 'APPETIZE_GITLAB_TOKEN'), 'GITLAB_CI')
    const result = await resolve(['preview'], env)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.lines[0]).toMatch(/^No GitLab token: only CI_JOB_TOKEN is set/)
    expect(result.advice).toMatch(/Masked on and Protected off/)
    expect(result.advice).toContain('masked and not protected')
  })

  it.each([
    ['runs in the fork', { CI_PROJECT_ID: '9', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '9' }],
    ['runs in the parent', { CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '9' }]
  ])(
    "missing in a fork's merge request pipeline (%s) says why and how to run it",
    async (_, fork) => {
      const env = without({ ...PIPELINE, ...fork }, 'APPETIZE_GITLAB_TOKEN')
      const result = await resolve(['preview'], env)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.lines).toEqual([
        expect.stringMatching(
          /^No GitLab token: Merge request !12 comes from a fork, and a pipeline that runs in the fork is given none of the parent project's CI\/CD variables/
        )
      ])
      expect(result.advice).toContain('"Run pipeline in the parent project"')
      expect(result.advice).toMatch(
        /fork's code with the parent's CI\/CD variables.*review the changes first/
      )
    }
  )

  it('outside GitLab CI, says how to give one at a terminal', async () => {
    const result = await resolve(
      ['sweep', '--gitlab-api-url', 'https://gitlab.com/api/v4', '--gitlab-project', 'a/b'],
      {}
    )
    expect(result).toEqual({
      ok: false,
      lines: [expect.stringMatching(/^No GitLab token: sweep writes merge request notes/)],
      advice: expect.stringMatching(/set APPETIZE_GITLAB_TOKEN, or write it to a file/)
    })
  })

  it('refuses one that cannot travel in a header, naming the character, never the token', async () => {
    const result = await resolve(['preview'], { ...PIPELINE, APPETIZE_GITLAB_TOKEN: `${TOKEN} x` })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.lines).toEqual([
      `The GitLab token from APPETIZE_GITLAB_TOKEN contains a space or tab at position ${TOKEN.length + 1}, which cannot be sent in an HTTP header: copy the token again. Nothing was sent.`
    ])
  })

  it('is refused before any request, and the run ends with status 2', async () => {
    const env = without(PIPELINE, 'APPETIZE_GITLAB_TOKEN')
    const line = commandLine(['preview', '--file', 'app.apk'], env)
    const stderr: string[] = []
    await expect(
      runCommand(line, {
        env: { ...env, APPETIZE_API_TOKEN: 'fake-api-token' },
        cwd: folder,
        stdout: () => {},
        stderr: text => void stderr.push(text),
        tty: false
      })
    ).rejects.toThrow(UsageError)
    expect(stderr).toEqual([])
  })
})

describe('preview --delete and the build options it would ignore', () => {
  const refusal = (argv: string[], env: Record<string, string> = PIPELINE): string => {
    try {
      commandLine(argv, env)
      return ''
    } catch (error) {
      if (!(error instanceof UsageError)) throw error
      return error.message
    }
  }

  it('refuses every build option on its command line, naming them all', () => {
    const build = [
      ['--file', 'app.apk'],
      ['--url', 'https://builds.example.com/a.apk'],
      ['--file-type', 'apk'],
      ['--note', 'n'],
      ['--settings', 'timeout: 60'],
      ['--settings-file', 's.yml'],
      ['--devices', 'pixel7'],
      ['--link-params', 'language: de']
    ]
    for (const [flag, value] of build) {
      expect(refusal(['preview', '--delete', flag ?? '', value ?? ''])).toBe(
        `preview --delete deletes the preview's app and sends no build, but was given ${flag}, which it would ignore: leave it out (--platform or --preview-name name the preview). Nothing was sent.`
      )
    }
    expect(
      refusal(['preview', '--url', 'https://b.example/a.apk', '--delete', '--devices', 'pixel7'])
    ).toMatch(/but was given --url and --devices, which it would ignore: leave them out/)
    // With --delete from its variable, as a stop job may set it.
    expect(
      refusal(['preview', '--settings', '{}'], { ...PIPELINE, APPETIZE_DELETE: 'true' })
    ).toMatch(/^preview --delete .* given --settings, which it would ignore/)
  })

  it('takes --platform and --preview-name, which name the preview, and build options from variables', async () => {
    expect(refusal(['preview', '--delete', '--platform', 'android', '--preview-name', 'qa'])).toBe(
      ''
    )
    const env = { ...PIPELINE, APPETIZE_URL: 'https://b.example/a.apk', APPETIZE_DEVICES: 'pixel7' }
    expect(refusal(['preview', '--delete'], env)).toBe('')
    expect(refusal(['preview', '--url', 'https://b.example/a.apk'])).toBe('')
    const result = await resolve(['preview', '--delete', '--platform', 'ios'], env)
    expect(result.ok && result.run.target.mode).toBe('stop')
  })
})

describe('the values a GitLab option takes', () => {
  it.each([
    ['https://gitlab.com/api/v4', 'https://gitlab.com/api/v4'],
    ['https://git.example.com/gitlab/api/v4/', 'https://git.example.com/gitlab/api/v4'],
    ['http://127.0.0.1:9000/api/v4', 'http://127.0.0.1:9000/api/v4'],
    ['https://gitlab.com', undefined],
    ['http://gitlab.example.com/api/v4', undefined],
    ['https://gitlab.com/api/v4?private_token=x', undefined],
    ['gitlab.com/api/v4', undefined]
  ])('API address %s → %s', (value, parsed) => {
    expect(parseApiUrl(value)).toBe(parsed)
  })

  it.each([
    ['42', true],
    ['acme/mobile-app', true],
    ['acme/sub.group/app_1', true],
    ['0', false],
    ['acme', false],
    ['acme//app', false],
    ['../etc', false],
    ['acme/app.git', false],
    ['acme/app?x=1', false]
  ])('project %s: %s', (value, valid) => {
    expect(parseProject(value) !== undefined).toBe(valid)
  })
})

describe("the command line's words for preview and sweep", () => {
  const words = terminalWords({}, GITLAB)

  it('names the GitLab token and the preview options as the command line gives them', () => {
    expect(words.inputs.githubToken).toBe(
      'the GitLab token (APPETIZE_GITLAB_TOKEN, GITLAB_TOKEN or --gitlab-token-file)'
    )
    const [report] = failureReports(
      new InputError(
        'previewTtl',
        message`${input('previewTtl')} must be a whole number and a unit, got "7x".`
      ),
      words
    )
    expect(report?.title).toBe('Invalid --preview-ttl (APPETIZE_PREVIEW_TTL)')
    expect(report?.message).toBe('--preview-ttl must be a whole number and a unit, got "7x".')
    expect(words.invalidInput('sweepMaxDeletes')).toBe(
      'Invalid --sweep-max-deletes (APPETIZE_SWEEP_MAX_DELETES)'
    )
    expect(words.inputs.keepLabel).toBe('--keep-label')
    expect(words.inputs.previewName).toBe('--preview-name')
    expect(words.titles['review-refused']).toBe('GitLab refused')
    expect(words.advice['review-token']).toContain('APPETIZE_GITLAB_TOKEN')
  })
})

describe('the results of preview and sweep', () => {
  it("keep the action's output names; dotenv gives APPETIZE_APP_URL for environment:url", () => {
    expect(
      formatDotenv({
        previewAction: 'created',
        publicKey: 'p7nww3n6ubq73r1nh9jtauqy8w',
        appUrl: 'https://appetize.io/app/p7nww3n6ubq73r1nh9jtauqy8w',
        versionCode: '2'
      })
    ).toBe(
      [
        'APPETIZE_PREVIEW_ACTION=created',
        'APPETIZE_PUBLIC_KEY=p7nww3n6ubq73r1nh9jtauqy8w',
        'APPETIZE_APP_URL=https://appetize.io/app/p7nww3n6ubq73r1nh9jtauqy8w',
        'APPETIZE_VERSION_CODE=2',
        ''
      ].join('\n')
    )
  })

  it("give a sweep's sweptPreviews as a JSON list", () => {
    const swept = [{ pullRequest: 8, previewName: 'android', publicKey: 'abc', reason: 'closed' }]
    expect(JSON.parse(formatJson({ sweptPreviews: JSON.stringify(swept) }))).toEqual({
      sweptPreviews: swept
    })
  })
})
