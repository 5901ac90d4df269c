/**
 * Which pull request and token a Bitbucket run works with, read from Pipelines' variables and
 * the options before anything is sent: every problem reported together, a preview outside a
 * pull-request pipeline refused naming `pull-requests:`, the commit of 12 hex digits or more,
 * the token never an option's value, an API token with its email.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readBitbucketRun } from '../../src/bitbucket/ci-run.js'
import { BITBUCKET } from '../../src/bitbucket/descriptor.js'
import { commandHelp } from '../../src/cli/help.js'
import { RunRefused, type RunRequest } from '../../src/review/platform-descriptor.js'

const folder = mkdtempSync(join(tmpdir(), 'bitbucket-ci-run-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const PIPELINE = {
  BITBUCKET_BUILD_NUMBER: '42',
  BITBUCKET_WORKSPACE: 'acme',
  BITBUCKET_REPO_SLUG: 'mobile-app',
  BITBUCKET_REPO_UUID: '{6F1C2A9E-3B7D-4E21-9A5C-0D8E4F7B2C61}',
  BITBUCKET_PR_ID: '7',
  BITBUCKET_COMMIT: '8e855becb748',
  APPETIZE_BITBUCKET_TOKEN: 'ATCTT3xFfGN0token'
}

function request(
  env: Record<string, string | undefined>,
  values: Record<string, string> = { url: 'https://example.com/a.apk' },
  command: RunRequest['command'] = 'preview'
): RunRequest {
  return { command, values: new Map(Object.entries(values)), env, cwd: folder }
}

async function refusal(promise: Promise<unknown>): Promise<RunRefused> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown
  )
  expect(error).toBeInstanceOf(RunRefused)
  return error as RunRefused
}

describe('a pull-request pipeline', () => {
  it('names the pull request, the 12-digit commit and the repository UUID', async () => {
    const { context, token } = await readBitbucketRun(request(PIPELINE))
    expect(token).toBe('ATCTT3xFfGN0token')
    expect(context).toMatchObject({
      apiUrl: 'https://api.bitbucket.org/2.0',
      workspace: 'acme',
      slug: 'mobile-app',
      repositoryUuid: '{6f1c2a9e-3b7d-4e21-9a5c-0d8e4f7b2c61}',
      pullRequestId: 7,
      commit: '8e855becb748',
      email: '',
      mode: 'deploy',
      runUrl: 'https://bitbucket.org/acme/mobile-app/pipelines/results/42'
    })
  })

  it('takes the options over the variables', async () => {
    const { context } = await readBitbucketRun(
      request(PIPELINE, {
        url: 'https://example.com/a.apk',
        'bitbucket-api-url': 'http://127.0.0.1:8790/2.0/',
        'bitbucket-workspace': 'other',
        'bitbucket-repo': 'app',
        'pull-request': '12',
        commit: 'A'.repeat(40)
      })
    )
    expect(context).toMatchObject({
      apiUrl: 'http://127.0.0.1:8790/2.0',
      workspace: 'other',
      slug: 'app',
      pullRequestId: 12,
      commit: 'a'.repeat(40),
      runUrl: ''
    })
  })
})

describe('refused before anything is sent', () => {
  it('a preview outside a pull-request pipeline, naming pull-requests:', async () => {
    const { BITBUCKET_PR_ID: _, ...branch } = PIPELINE
    const error = await refusal(readBitbucketRun(request(branch)))
    expect(error.lines).toEqual([expect.stringContaining('pull-requests:')])
  })

  it('a commit shorter than 12 hex digits, a bad UUID and no token, all together', async () => {
    const error = await refusal(
      readBitbucketRun(
        request({
          ...PIPELINE,
          BITBUCKET_COMMIT: '8e855be',
          BITBUCKET_REPO_UUID: 'mobile-app',
          APPETIZE_BITBUCKET_TOKEN: undefined
        })
      )
    )
    expect(error.lines).toEqual([
      expect.stringMatching(/^No Bitbucket token for preview: set APPETIZE_BITBUCKET_TOKEN/),
      expect.stringContaining(
        'BITBUCKET_COMMIT is "8e855be", which is not a commit hash of 12 hex digits or more'
      ),
      expect.stringContaining('BITBUCKET_REPO_UUID')
    ])
    expect(error.advice).toContain('`pullrequest`')
  })

  it('a sweep without the repository names the options and variables that give it', async () => {
    const error = await refusal(
      readBitbucketRun(request({ APPETIZE_BITBUCKET_TOKEN: 't0ken' }, {}, 'sweep'))
    )
    expect(error.lines).toEqual([
      expect.stringContaining(
        '--bitbucket-workspace (APPETIZE_BITBUCKET_WORKSPACE), which BITBUCKET_WORKSPACE gives'
      ),
      expect.stringContaining(
        '--bitbucket-repo (APPETIZE_BITBUCKET_REPO), which BITBUCKET_REPO_SLUG gives'
      )
    ])
  })

  it('a token that cannot go in a header, without showing it', async () => {
    const error = await refusal(
      readBitbucketRun(request({ ...PIPELINE, APPETIZE_BITBUCKET_TOKEN: 'ATCTT3 secret' }))
    )
    expect(error.message).toContain('position 7')
    expect(error.message).not.toContain('secret')
  })
})

describe('the token', () => {
  it('from --bitbucket-token-file, with an API token’s email', async () => {
    const file = join(folder, 'token')
    writeFileSync(file, 'ATATT3xFfGF0fromFile\n')
    const { token, context } = await readBitbucketRun(
      request(
        { ...PIPELINE, APPETIZE_BITBUCKET_EMAIL: 'maria@example.com' },
        { url: 'https://example.com/a.apk', 'bitbucket-token-file': file }
      )
    )
    expect(token).toBe('ATATT3xFfGF0fromFile')
    expect(context.email).toBe('maria@example.com')
  })

  it('is never an option: --bitbucket-token is refused by the descriptor', () => {
    expect(BITBUCKET.refusedOptions).toEqual(['bitbucket-token'])
    expect(BITBUCKET.variables.filter(variable => variable.secret).map(v => v.name)).toEqual([
      'APPETIZE_BITBUCKET_TOKEN'
    ])
  })
})

it('--help says how a Bitbucket pull request keeps its app, and where preview runs', () => {
  for (const command of ['preview', 'sweep'] as const) {
    const help = commandHelp(command).replace(/\s+/g, ' ')
    expect(help).toContain(
      '--keep-label keep-preview keeps one whose title or description carries [keep-preview]'
    )
    expect(help).toContain('--bitbucket-workspace')
  }
  expect(commandHelp('preview').replace(/\s+/g, ' ')).toContain('under pull-requests:')
})
