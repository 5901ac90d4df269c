/**
 * Every failure kind, produced the way a user meets it (in process, against the fake service),
 * has one message and one piece of advice that agree: the message says what happened and never
 * what to do; the advice is the kind's own (or one more specific), and only a failure that may
 * pass by itself is told to re-run.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FakeGitHub, READ_ONLY_TOKEN } from '../../test-support/fake-github/server.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import {
  previewInputs,
  runInProcess,
  updateInputs,
  type InProcessRun
} from '../../test-support/harness/in-process.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { closedPort } from '../../test-support/harness/loopback-server.js'
import { pullRequestRun, pushEvent } from '../../test-support/harness/pull-request-event.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'
import { ACTION_WORDS } from '../../src/action/words.js'
import { ActionFailure, asFailure, FAILURE_KINDS } from '../../src/shared/failure.js'
import { failureReports } from '../../src/shared/failure-report.js'
import type { FailureKind } from '../../src/shared/message.js'
import { LoopbackServer } from '../../test-support/harness/loopback-server.js'
import { makeCertificate } from '../../test-support/harness/test-certificate.js'
import { Readable } from 'node:stream'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { Redactor } from '../../src/shared/redaction.js'
import { ServiceClient } from '../../src/service/client.js'

let service: FakeService
let other: FakeService

beforeEach(async () => {
  service = new FakeService()
  other = new FakeService()
  await Promise.all([service.start(), other.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), other.stop()])
})

/** The failure of a run that must fail without setting any output. */
function failureIn({ succeeded, host, failure }: InProcessRun) {
  expect(succeeded).toBe(false)
  expect(host.outputs).toEqual({})
  return failure!
}

async function failureOf(given: Record<string, string>) {
  return failureIn(await runInProcess({ ...updateInputs(service), maxAttempts: '2', ...given }))
}

/** A client of the fake service that sends each request at most twice, without waiting. */
function clientOf(requestTimeoutMs: number): ServiceClient {
  return new ServiceClient({
    endpoints: resolveEndpoints(service.url, ''),
    apiToken: service.apiToken,
    maxAttempts: 2,
    requestTimeoutMs,
    redactor: new Redactor(),
    log: { info: () => undefined, debug: () => undefined },
    sleep: () => Promise.resolve(),
    now: Date.now,
    random: () => 0.5
  })
}

/** The failure of a preview's first push, against a fake GitHub that `arrange` may fault. */
async function previewFailureOf(
  arrange: (github: FakeGitHub) => void,
  given: Record<string, string> = {}
) {
  const github = new FakeGitHub()
  await github.start()
  try {
    pushEvent(github)
    arrange(github)
    return failureIn(
      await runInProcess(
        { ...previewInputs(service), ...given },
        pullRequestRun({ apiUrl: github.url })
      )
    )
  } finally {
    await github.stop()
  }
}

/** The failure of an update against a loopback server: https with a self-signed certificate, or a page. */
async function failureAgainst(answer: {
  tls?: boolean
  status?: number
  body?: string
}): Promise<ActionFailure> {
  const certificate = answer.tls ? makeCertificate(['127.0.0.1']) : undefined
  const server = new LoopbackServer({ tls: certificate?.tls }, (_request, response) => {
    response.writeHead(answer.status ?? 200, { 'content-type': 'text/html' })
    response.end(answer.body ?? '')
    return Promise.resolve()
  })
  await server.start()
  try {
    return await failureOf({ baseUrl: server.origin })
  } finally {
    await server.stop()
    certificate?.cleanup()
  }
}

/** The advice the action shows for a failure. */
function adviceOf(failure: ActionFailure): string {
  return failureReports(failure, ACTION_WORDS)[0]?.advice ?? ''
}

const SCENARIOS: Record<FailureKind, () => Promise<ActionFailure>> = {
  'untrusted-certificate': () => failureAgainst({ tls: true }),
  'not-tls': () => failureOf({ baseUrl: service.url.replace('http:', 'https:') }),
  'not-the-api': () => failureAgainst({ status: 404, body: '<html><h1>Not Found</h1></html>' }),
  'invalid-input': () => failureOf({ settings: 'timout: 60' }),
  'build-unreadable': async () => {
    // A build that fails to read while it is being sent (a file that vanished mid-upload).
    const client = clientOf(5000)
    const failing = (): Readable =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }))
        }
      })
    const error = await client
      .updateApp(
        DEFAULT_PUBLIC_KEY,
        { note: 'n' },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          open: failing,
          fileDescription: 'app.apk',
          preview: ''
        }
      )
      .then(
        () => new ActionFailure('unexpected', 'the upload did not fail'),
        (e: unknown) => e as ActionFailure
      )
    // (at most one request: a failed read is not retried)
    return error
  },
  'bad-request': () => {
    service.injectFault('update', { status: 400, body: '{"message":"timeout is wrong"}' })
    return failureOf({})
  },
  unauthorized: () => failureOf({ apiToken: 'wrong-token' }),
  forbidden: () => {
    service.injectFault('update', { status: 403 })
    return failureOf({})
  },
  'not-found': () => failureOf({ publicKey: 'nosuchapp' }),
  'rate-limited': () => {
    service.injectFault('update', { status: 429, headers: { 'retry-after': '0' } }, 2)
    return failureOf({})
  },
  'server-error': () => {
    service.injectFault('update', { status: 503 }, 2)
    return failureOf({})
  },
  unreachable: async () => failureOf({ baseUrl: `http://127.0.0.1:${await closedPort()}` }),
  'timed-out': () => {
    // The client with a deadline shorter than the input allows (1 s): the run's own path, with
    // requestTimeout, is hardening.e2e.test.ts's. A read, which is sent again: an update sent
    // whole is not (lost-answers.test.ts).
    service.injectFault('read', { hang: true }, 2)
    return clientOf(100)
      .readApp(DEFAULT_PUBLIC_KEY)
      .then(
        () => new ActionFailure('unexpected', 'the update did not time out'),
        (e: unknown) => e as ActionFailure
      )
  },
  'malformed-answer': () => {
    service.injectFault('ips', { status: 200, body: '{"ipv4":"10.0.0.0/8"}' })
    return failureOf({ publicKey: '', note: '', ipBlocks: 'true' })
  },
  'redirect-refused': () => {
    service.injectFault('update', {
      status: 307,
      headers: { location: `${other.url}/v1/apps/${DEFAULT_PUBLIC_KEY}` }
    })
    return failureOf({})
  },
  'answer-lost': () => {
    service.injectFault('update', { breakBody: true })
    service.injectFault('any', { status: 503 }, 2)
    return failureOf({})
  },
  'outcome-unknown': () => {
    service.injectFault('create', { afterHandling: true, status: 502 })
    return previewFailureOf(() => undefined)
  },
  'review-refused': () => previewFailureOf(() => undefined, { githubToken: READ_ONLY_TOKEN }),
  'review-unavailable': () =>
    previewFailureOf(github => github.injectFault('listComments', { status: 502 })),
  'guard-rail': () => {
    service.injectFault('ips', { status: 200, body: '{"ipv4":[]}' })
    return failureOf({ ipBlocks: 'true' })
  },
  unexpected: async () => {
    // Anything thrown that nobody classified, here by the host itself.
    const host = new RecordingHost()
    host.group = () => Promise.reject(new TypeError('the host broke'))
    const outcome = await runAction(
      inputReader({ publicKey: '', note: '', ipBlocks: 'true', baseUrl: service.url }),
      host
    )
    return outcome.failure!
  }
}

/** Phrases that tell a person what to do: they belong in the advice, never the message. */
const ADVICE_WORDS = /\b(re-run|check|raise|fix|try again later|copy)\b/i

describe('failure kinds', () => {
  it.each(Object.keys(FAILURE_KINDS) as FailureKind[])(
    '%s: message and advice agree',
    async kind => {
      const failure = await SCENARIOS[kind]()
      expect(failure.kind).toBe(kind)
      expect(failure.message).not.toMatch(ADVICE_WORDS)
      const advice = adviceOf(failure)
      expect(advice).not.toBe('')
      // Only a failure that may pass by itself is told to re-run (debug logging aside).
      const toldToRerun = /re-run the job(?! with debug)|re-run.*later/i.test(advice)
      expect(toldToRerun).toBe(FAILURE_KINDS[kind].transient)
    },
    15000
  )

  it('a refused file gets file advice, not network advice', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'failure-'))
    try {
      await writeFile(join(folder, 'app.apk'), '')
      const failure = await failureOf({ file: join(folder, 'app.apk') })
      expect(adviceOf(failure)).toMatch(/file input/)
      expect(adviceOf(failure)).not.toMatch(/network|proxy|re-run/i)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('an answer lost after the update was accepted is not sent again: the app is read back', async () => {
    service.injectFault('update', { breakBody: true })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(service.requests.map(request => request.method)).toEqual(['POST', 'GET'])
    expect(host.outputs.versionCode).toBe('2')
    expect(host.printed).toContainEqual(
      expect.objectContaining({ kind: 'warning', title: 'Answer lost' })
    )
  })
})

describe('anything thrown', () => {
  // The uncaught-exception handler shows whatever was thrown: it must never throw itself.
  const revokedProxy = (): unknown => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }
  const messageThatThrows = (): Error =>
    Object.defineProperty(new Error(), 'message', {
      get() {
        throw new Error('no message')
      }
    })
  it.each([
    ['an Error', () => new TypeError('x is not a function'), 'x is not a function'],
    ['a string', () => 'a string', 'a string'],
    ['a number', () => 42, '42'],
    [
      'an object String() cannot convert',
      () => Object.create(null) as unknown,
      'a value that is not an Error (object)'
    ],
    [
      'an Error with a Symbol message',
      () => Object.assign(new Error(), { message: Symbol('m') }),
      'Symbol(m)'
    ],
    [
      'an Error whose message throws',
      messageThatThrows,
      'Something was thrown that cannot be shown.'
    ],
    ['a revoked Proxy', revokedProxy, 'Something was thrown that cannot be shown.']
  ])('%s becomes an unexpected failure that says what it can', (_what, thrown, message) => {
    const failure = asFailure(thrown())
    expect(failure.kind).toBe('unexpected')
    expect(failure.message).toBe(message)
  })
})
