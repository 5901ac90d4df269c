/**
 * Advice fits the cause, in both front ends (the action's words through the in-process run on a
 * RecordingHost, the command line's through runCommand), against real servers on loopback: an
 * untrusted certificate, TLS to a port that speaks plain HTTP, an answer that is not the API's,
 * and an outage. Then: every input error of a run is reported together, before any request.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { runInProcess, updateInputs } from '../../test-support/harness/in-process.js'
import { LoopbackServer } from '../../test-support/harness/loopback-server.js'
import {
  makeCertificate,
  type TestCertificate
} from '../../test-support/harness/test-certificate.js'
import { readCommandLine } from '../../src/cli/command-line.js'
import { runCommand } from '../../src/cli/run-command.js'
import { ServiceClient } from '../../src/service/client.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { ActionFailure } from '../../src/shared/failure.js'
import { Redactor } from '../../src/shared/redaction.js'
import { FAKE_PROJECT, FakeGitLab, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import { createGitHubApi } from '../../src/github/github-api.js'
import { gitLabReviewPort } from '../../src/gitlab/review-port.js'
import { gitLabProject } from '../../src/gitlab/gitlab-notes.js'
import { gitHubRepository } from '../../src/github/octokit.js'
import { ReviewPlatformError } from '../../src/review/review-error.js'
import { previewInputs } from '../../test-support/harness/in-process.js'
import { pullRequestRun } from '../../test-support/harness/pull-request-event.js'
import { mergeRequestJob, PREVIEW_BUILD } from '../../test-support/harness/gitlab-pipeline.js'

let service: FakeService
let certificate: TestCertificate
let selfSigned: LoopbackServer
let webServer: LoopbackServer
let folder: string
/** Requests the web server got. */
let pageHits = 0
const PAGE =
  '<html><head><title>501</title><style>p{}</style></head><body><h1>Not Implemented</h1><p>nginx</p></body></html>'

beforeAll(async () => {
  service = new FakeService()
  certificate = makeCertificate(['127.0.0.1'])
  selfSigned = new LoopbackServer({ tls: certificate.tls }, (_request, response) => {
    response.end('{}')
    return Promise.resolve()
  })
  webServer = new LoopbackServer({}, (_request, response) => {
    pageHits++
    response.writeHead(501, { 'content-type': 'text/html' })
    response.end(PAGE)
    return Promise.resolve()
  })
  await Promise.all([service.start(), selfSigned.start(), webServer.start()])
  folder = await mkdtemp(join(tmpdir(), 'advice-'))
})
afterAll(async () => {
  await Promise.all([service.stop(), selfSigned.stop(), webServer.stop()])
  certificate.cleanup()
  await rm(folder, { recursive: true, force: true })
})

/** The action's error annotation and advice for an update against `baseUrl`. */
async function action(given: Record<string, string>): Promise<string> {
  const run = await runInProcess({ ...updateInputs(service), ...given })
  expect(run.succeeded).toBe(false)
  return (
    run.host.log.filter(line => /^(What to do|Invalid|\w)/.test(line)).join('\n') +
    run.host.errors.map(error => `\n${error.title}: ${error.text}`).join('')
  )
}

/** What the command line prints on stderr for `update KEY --note n` and `args`, and its status. */
async function terminal(args: string[]): Promise<{ status: number; stderr: string }> {
  const env = { APPETIZE_API_TOKEN: service.apiToken, APPETIZE_BASE_URL: service.url }
  const request = readCommandLine(['update', DEFAULT_PUBLIC_KEY, '--note', 'n', ...args], env)
  if (request.kind !== 'run') throw new Error(request.kind)
  let stderr = ''
  const status = await runCommand(request.commandLine, {
    env,
    cwd: folder,
    stdout: () => {},
    stderr: text => void (stderr += text),
    tty: false
  })
  return { status, stderr }
}

describe('advice that fits the cause', () => {
  it('a self-signed certificate: which check failed, and how to trust the CA', async () => {
    const said = await action({ baseUrl: selfSigned.origin })
    expect(said).toMatch(
      /Certificate not trusted: .*its TLS certificate was refused, since it is self-signed/
    )
    expect(said).toMatch(/What to do: Trust the server's CA on the runner with NODE_EXTRA_CA_CERTS/)
    expect(said).toMatch(/fix the host in baseUrl or privateInstanceUrl/)
    expect(said).not.toMatch(/passing outage|re-run the job\b(?! does not)/i)

    const { status, stderr } = await terminal(['--base-url', selfSigned.origin])
    expect(status).toBe(1)
    expect(stderr).toMatch(/error: Certificate not trusted: .*since it is self-signed/)
    expect(stderr).toMatch(
      /What to do: Trust the server's CA with NODE_EXTRA_CA_CERTS .*--base-url/
    )
    expect(stderr).not.toMatch(/passing outage|run the command again\./)
  }, 30_000)

  it('https:// to a port that speaks plain HTTP: the server does not speak TLS there', async () => {
    const plain = service.url.replace('http:', 'https:')
    const before = service.requests.length
    const said = await action({ baseUrl: plain })
    expect(said).toMatch(
      /No TLS there: The update of app \w+ could not reach the service over TLS: the server at that address does not speak TLS, so nothing was sent\./
    )
    expect(said).toMatch(
      /What to do: Check the scheme \(https:\/\/ or http:\/\/\) and the port of baseUrl/
    )
    // Nothing was sent, so no answer was lost: no OpenSSL internals, no read-back.
    expect(said).not.toMatch(/lost|sent whole|EPROTO|ssl3_|SSL routines|openssl|tls_validate/i)
    expect(service.requests.length).toBe(before)

    const { status, stderr } = await terminal(['--base-url', plain])
    expect(status).toBe(1)
    expect(stderr).toMatch(
      /What to do: Check the scheme \(https:\/\/ or http:\/\/\) and the port of --base-url/
    )
  }, 30_000)

  it('https:// to a plain-HTTP port: an update with a build sent nothing, and says so', async () => {
    await writeFile(join(folder, 'app.apk'), Buffer.alloc(256 * 1024, 1))
    const plain = service.url.replace('http:', 'https:')
    const before = service.requests.length
    const run = await runInProcess({
      ...updateInputs(service),
      baseUrl: plain,
      maxAttempts: '3',
      note: '',
      platform: 'android',
      file: join(folder, 'app.apk')
    })
    expect(run.succeeded).toBe(false)
    expect(run.failure?.kind).toBe('not-tls')
    expect(run.failure?.message).toMatch(/does not speak TLS, so nothing was sent\.$/)
    expect(run.failure?.message).not.toMatch(/lost|may have|EPROTO|SSL/i)
    expect(run.host.warnings).toEqual([])
    expect(service.requests.length).toBe(before)
  }, 30_000)

  it('https:// to a plain-HTTP port: a create sent nothing, so no app may have been created', async () => {
    const plain = service.url.replace('http:', 'https:')
    const before = service.requests.length
    const client = new ServiceClient({
      endpoints: resolveEndpoints(plain, ''),
      apiToken: service.apiToken,
      maxAttempts: 3,
      requestTimeoutMs: 5000,
      redactor: new Redactor(),
      log: { info: () => undefined, debug: () => undefined },
      sleep: () => Promise.resolve(),
      now: Date.now,
      random: () => 0.5
    })
    const error = (await client
      .createApp({ platform: 'ios' })
      .catch((e: unknown) => e)) as ActionFailure
    expect(error).toBeInstanceOf(ActionFailure)
    expect(error.kind).toBe('not-tls')
    expect(error.message).toBe(
      'The create of an app could not reach the service over TLS: the server at that address does not speak TLS, so nothing was sent.'
    )
    expect(service.requests.length).toBe(before)
  }, 30_000)

  it('a web server that is not the API: a short tag-free excerpt, no outage advice, no retry', async () => {
    const before = pageHits
    const said = await action({ baseUrl: webServer.origin, maxAttempts: '3' })
    expect(said).toMatch(
      /Wrong address: .*got 501 Not Implemented from http:\/\/127\.0\.0\.1:\d+, with an HTML page \("501 Not Implemented nginx"\)/
    )
    expect(said).toMatch(/does not look like the service's API: check baseUrl/)
    expect(said).not.toMatch(/<|may pass|re-run the job\./)
    expect(pageHits).toBe(before + 1)

    const { status, stderr } = await terminal(['--base-url', webServer.origin])
    expect(status).toBe(1)
    expect(stderr).toMatch(/does not look like the service's API: check --base-url/)
    expect(stderr).not.toMatch(/<h1>|may pass/)
  }, 30_000)

  it("a 503 with the API's JSON is an outage, as before", async () => {
    service.injectFault('update', { status: 503 }, 1)
    const said = await action({ maxAttempts: '1' })
    expect(said).toMatch(/The service had a problem that may pass: re-run the job/)
    service.injectFault('update', { status: 503 }, 1)
    const { stderr } = await terminal(['--max-attempts', '1'])
    expect(stderr).toMatch(/may pass: run the command again/)
  }, 30_000)
})

describe("a review platform's address that does not speak TLS", () => {
  const GITLAB_PROJECT = gitLabProject(FAKE_PROJECT.id, 'acme/mobile-app')
  const GITHUB_REPOSITORY = gitHubRepository('acme', 'mobile-app', 1001)
  const expected = (platform: string, address: string) =>
    new RegExp(
      `failed: ${platform} could not be reached over TLS: the server at that address does not speak TLS, so nothing was sent; check the scheme \\(https:// or http://\\) and the port of ${address}$`
    )

  it('GitLab (--gitlab-api-url): a note is neither written nor said to be maybe written', async () => {
    const gitlab = new FakeGitLab()
    await gitlab.start()
    try {
      const port = gitLabReviewPort({
        apiUrl: gitlab.url.replace('http:', 'https:'),
        project: String(FAKE_PROJECT.id),
        mergeRequestIid: 7,
        mode: 'deploy',
        runUrl: ''
      })
      const api = await port.connect({
        reviewToken: PROJECT_TOKEN,
        requestTimeoutMs: 5000,
        onWarning: () => {},
        redactor: new Redactor(),
        maxAttempts: 3,
        deadlineMs: 60_000,
        log: () => {},
        sleep: () => Promise.resolve(),
        now: Date.now
      })
      for (const call of [
        api.records(GITLAB_PROJECT, 7).list(),
        api.records(GITLAB_PROJECT, 7).create('preview')
      ]) {
        const error = (await call.catch((e: unknown) => e)) as ReviewPlatformError
        expect(error).toBeInstanceOf(ReviewPlatformError)
        expect(error.message).toMatch(expected('GitLab', '--gitlab-api-url \\(CI_API_V4_URL\\)'))
        expect(error.message).not.toMatch(/may have been written|EPROTO|SSL/)
      }
      expect(gitlab.requests).toHaveLength(0)
    } finally {
      await gitlab.stop()
    }
  })

  it('GitHub (GITHUB_API_URL)', async () => {
    const api = await createGitHubApi({
      token: 'ghs_test_token',
      apiUrl: service.url.replace('http:', 'https:')
    })
    const before = service.requests.length
    const error = (await api
      .createComment(GITHUB_REPOSITORY, 7, 'preview')
      .catch((e: unknown) => e)) as ReviewPlatformError
    expect(error).toBeInstanceOf(ReviewPlatformError)
    expect(error.message).toMatch(expected('GitHub', 'GITHUB_API_URL'))
    expect(service.requests.length).toBe(before)
  })

  it('a preview on GitHub: No TLS there, advice to fix the address, never that it may pass', async () => {
    const apps = service.apps.size
    const run = await runInProcess(
      previewInputs(service),
      pullRequestRun({ apiUrl: service.url.replace('http:', 'https:') })
    )
    expect(run.succeeded).toBe(false)
    expect(run.host.errors).toEqual([
      {
        kind: 'error',
        title: 'No TLS there',
        text: expect.stringMatching(expected('GitHub', 'GITHUB_API_URL').source.slice(0, -1))
      }
    ])
    const advice = run.host.log.filter(line => line.startsWith('What to do:'))
    // The message names the address and what to check there; the advice does not repeat it.
    expect(advice).toEqual([
      'What to do: Fix that address first: with it unchanged, every run fails the same way.'
    ])
    expect(advice.join('\n')).not.toMatch(/may pass|baseUrl/)
    expect(service.apps.size).toBe(apps)
  })

  it('a preview on GitLab: the command line says No TLS there, exit 1, never that it may pass', async () => {
    const gitlab = new FakeGitLab()
    await gitlab.start()
    try {
      const job = mergeRequestJob({ service, gitlab })
      const env = { ...job, CI_API_V4_URL: gitlab.url.replace('http:', 'https:') }
      const request = readCommandLine(['preview', ...PREVIEW_BUILD], env)
      if (request.kind !== 'run') throw new Error(request.kind)
      let stderr = ''
      const status = await runCommand(request.commandLine, {
        env,
        cwd: folder,
        stdout: () => {},
        stderr: text => void (stderr += text),
        tty: false
      })
      expect(status).toBe(1)
      expect(stderr).toMatch(/error: No TLS there: .*GitLab could not be reached over TLS/)
      expect(stderr).toMatch(
        /What to do: Fix that address first: with it unchanged, every run fails/
      )
      expect(stderr).not.toMatch(/may pass|--base-url|EPROTO|SSL/)
      expect(gitlab.requests).toHaveLength(0)
    } finally {
      await gitlab.stop()
    }
  })

  it("GitHub (GITHUB_API_URL): finding the token's login says it once", async () => {
    const api = await createGitHubApi({
      token: 'ghs_test_token',
      apiUrl: service.url.replace('http:', 'https:')
    })
    const error = (await api.identify().catch((e: unknown) => e)) as ReviewPlatformError
    expect(error).toBeInstanceOf(ReviewPlatformError)
    expect(error.message).toMatch(expected('GitHub', 'GITHUB_API_URL'))
    expect(error.message.split('does not speak TLS')).toHaveLength(2)
  })
})

describe('input errors', () => {
  it('are reported together, each naming its input, before any request', async () => {
    const before = service.requests.length
    const run = await runInProcess({
      ...updateInputs(service),
      maxAttempts: '0',
      requestTimeout: 'soon',
      settings: 'timout: 60'
    })
    expect(run.succeeded).toBe(false)
    expect(run.host.errors.map(error => error.title)).toEqual([
      'Invalid input: maxAttempts',
      'Invalid input: requestTimeout',
      'Invalid input: settings'
    ])
    expect(service.requests.length).toBe(before)

    const { status, stderr } = await terminal([
      '--max-attempts',
      '0',
      '--request-timeout',
      'soon',
      '--settings',
      'timout: 60'
    ])
    expect(status).toBe(2)
    expect(stderr.match(/^error: .*$/gm)).toEqual([
      expect.stringMatching(
        /^error: Invalid --max-attempts \(APPETIZE_MAX_ATTEMPTS\): --max-attempts must be/
      ),
      expect.stringMatching(
        /^error: Invalid --request-timeout \(APPETIZE_REQUEST_TIMEOUT\): --request-timeout must be/
      ),
      expect.stringMatching(
        /^error: Invalid --settings \(APPETIZE_SETTINGS\): "timout" in --settings is not an app field/
      )
    ])
    expect(service.requests.length).toBe(before)
  }, 30_000)
})
