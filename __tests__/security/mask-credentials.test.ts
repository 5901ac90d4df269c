/**
 * Only the secret part of a credential is masked (docs/security.md, "Masks that answer
 * nothing"): a signed URL's signature and a password, in pieces; not the access key id, date,
 * region and service of its credential scope, nor the user name beside a password. Masking
 * those confirmed a guess: a branch named `fix/20261201/us-east-1/s3/aws4_request` showed as
 * `***` only when the date and region were those of the build URL's `X-Amz-Credential`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeGitHub } from '../../test-support/fake-github/server.js'
import {
  DEFAULT_APP_METADATA,
  DEFAULT_PUBLIC_KEY,
  FakeService
} from '../../test-support/fake-service/server.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import { readCommandLine } from '../../src/cli/command-line.js'
import { runCommand } from '../../src/cli/run-command.js'
import { escapeMarkdown } from '../../src/shared/markdown-text.js'

const REPOSITORY = 'acme/mobile-app'
const SCOPE = 'AKIAIOSFODNN7EXAMPLE/20261201/us-east-1/s3/aws4_request'
const SIGNATURE = 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404'
const SECURITY_TOKEN = 'IQoJb3JpZ2luX2VjEJr8Xq7v2Lm9Rt4Kp8Ws3Hd6'
const SIGNED_URL =
  'https://acme-builds.s3.us-east-1.amazonaws.com/builds/app-release.apk' +
  '?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  `&X-Amz-Credential=${encodeURIComponent(SCOPE)}` +
  '&X-Amz-Date=20261201T093000Z&X-Amz-Expires=3600' +
  `&X-Amz-Security-Token=${SECURITY_TOKEN}` +
  `&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIGNATURE}`
/** The branch whose mask confirmed the guess of the scope's date, region and service. */
const GUESS = 'fix/20261201/us-east-1/s3/aws4_request'

const USER = 'release-automation-service-account'
const PASSWORD = 'Xq7v2Lm9Rt4Kp8Ws3Hd6'
const USER_URL = `https://${USER}:${PASSWORD}@builds.example.com/app-release.apk`

let service: FakeService
let github: FakeGitHub
beforeAll(async () => {
  service = new FakeService({ apiToken: 'tok_Q8k2Lm4Nz7X9w3AbCd0E1f2G3h', apps: {} })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterAll(() => Promise.all([service.stop(), github.stop()]))
beforeEach(() => {
  service.appMetadata = { ...DEFAULT_APP_METADATA }
})

/** A preview of the build at `url` from `branch`, the build named `name`: its comment. */
async function previewComment(url: string, branch: string, name: string, number: number) {
  service.appMetadata = { ...DEFAULT_APP_METADATA, name, appDisplayName: name }
  const run = await runPreview(service, github, { number, headRef: branch }, { url })
  expect(run.succeeded).toBe(true)
  const comment = github.commentsOn(REPOSITORY, number)[0]?.body ?? ''
  return { comment, log: run.host.log.join('\n'), summary: run.host.summary }
}

describe("a signed build URL's credential scope", () => {
  it('is shown as written in a branch name, as any other, while the signature stays masked', async () => {
    const half = SIGNATURE.slice(0, 32)
    const { comment, log, summary } = await previewComment(
      SIGNED_URL,
      GUESS,
      `signed by ${SCOPE} ${half}`,
      21
    )
    expect(comment).toContain(`| Branch | ${escapeMarkdown(GUESS)} |`)
    // The service's answer quotes the scope and half the signature: only the half is masked.
    expect(comment).toContain(`${escapeMarkdown(`signed by ${SCOPE}`)} \\*\\*\\*`)
    for (const text of [comment, log, summary]) {
      expect(text).not.toContain(half)
      expect(text).not.toContain(SECURITY_TOKEN.slice(-20))
    }
  })

  it('is shown as the service quotes it by the command-line tool, the signature masked', async () => {
    service.injectFault('update', {
      status: 400,
      body: JSON.stringify({
        message: `cannot fetch: credential ${SCOPE} expired, signature ${SIGNATURE.slice(-32)}`
      })
    })
    const env = { APPETIZE_API_TOKEN: service.apiToken, APPETIZE_BASE_URL: service.url }
    const argv = ['update', DEFAULT_PUBLIC_KEY, '--url', SIGNED_URL, '--max-attempts', '1']
    const request = readCommandLine(argv, env)
    if (request.kind !== 'run') throw new Error(`not a run: ${request.kind}`)
    let stderr = ''
    const status = await runCommand(request.commandLine, {
      env,
      cwd: process.cwd(),
      stdout: () => undefined,
      stderr: text => void (stderr += text),
      tty: false
    })
    expect(status).toBe(1)
    expect(stderr).toContain(`cannot fetch: credential ${SCOPE} expired, signature ***`)
    expect(stderr).not.toContain(SIGNATURE.slice(-32))
  })
})

describe("a build URL's user name and password", () => {
  it('shows a long user name as written, and masks the password', async () => {
    const { comment, log, summary } = await previewComment(
      USER_URL,
      USER,
      `uploaded by ${USER} with ${PASSWORD}`,
      22
    )
    expect(comment).toContain(`| Branch | ${escapeMarkdown(USER)} |`)
    expect(comment).toContain(`${escapeMarkdown(`uploaded by ${USER} with`)} \\*\\*\\*`)
    for (const text of [comment, log, summary]) expect(text).not.toContain(PASSWORD.slice(0, 16))
  })
})
