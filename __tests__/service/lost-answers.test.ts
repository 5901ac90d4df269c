/**
 * An update or a create whose 2xx answer was lost or cannot be used: it is never sent again,
 * and the outputs come only from a read-back that shows the update took effect (by the
 * service's clock and the fields sent); otherwise the step fails without outputs, saying what
 * the read-back showed. In process, against the fake service and raw TCP servers on loopback.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { runInProcess, updateInputs } from '../../test-support/harness/in-process.js'
import { ActionFailure } from '../../src/shared/failure.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { Redactor } from '../../src/shared/redaction.js'
import { ServiceClient } from '../../src/service/client.js'
import { unprovenUpdate } from '../../src/service/update-proof.js'
import { LostUpdateAnswer } from '../../src/service/lost-update-answer.js'
import { sendCall } from '../../src/service/transport.js'
import type { AppFields } from '../../src/service/validate-fields.js'

let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

const HTML = {
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: '<!doctype html><html><body>Sign in</body></html>'
}

/**
 * A TCP server on loopback that reads each HTTP request whole (head and Content-Length body),
 * records its request line, and answers with `bytes`, then closes the connection; when `bytes`
 * gives undefined, it holds the connection open without a byte of answer. `server.close()`
 * drops held connections.
 */
async function rawServer(
  bytes: () => string | undefined
): Promise<{ server: Server; requestLines: string[] }> {
  const requestLines: string[] = []
  const held = new Set<Socket>()
  const server = createServer((socket: Socket) => {
    held.add(socket)
    socket.on('close', () => held.delete(socket))
    let received = Buffer.alloc(0)
    socket.on('data', chunk => {
      received = Buffer.concat([received, chunk])
      const text = received.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      if (end === -1) return
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0)
      if (received.length < end + 4 + length) return
      requestLines.push(text.slice(0, text.indexOf('\r\n')))
      const answer = bytes()
      if (answer !== undefined) socket.end(answer, 'latin1')
    })
    socket.on('error', () => undefined)
  })
  const close = server.close.bind(server)
  server.close = (callback?: (error?: Error) => void) => {
    for (const socket of held) socket.destroy()
    return close(callback)
  }
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { server, requestLines }
}

function clientOf(origin: string, maxAttempts = 3, requestTimeoutMs = 5000): ServiceClient {
  return new ServiceClient({
    endpoints: resolveEndpoints(origin, ''),
    apiToken: 'fake-api-token',
    maxAttempts,
    requestTimeoutMs,
    redactor: new Redactor(),
    log: { info: () => undefined, debug: () => undefined },
    sleep: () => Promise.resolve(),
    now: Date.now,
    random: () => 0.5
  })
}

async function failure(promise: Promise<unknown>): Promise<ActionFailure> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ActionFailure)
  return error as ActionFailure
}

describe('a write whose 2xx status line arrived is never sent again', () => {
  let raw: Awaited<ReturnType<typeof rawServer>> | undefined
  afterEach(async () => {
    if (raw) await new Promise(resolve => raw?.server.close(resolve))
    raw = undefined
  })

  const origin = () => `http://127.0.0.1:${(raw?.server.address() as AddressInfo).port}`

  it.each([
    ['the status line alone', 'HTTP/1.1 200 OK\r\n'],
    [
      'an informational answer, then the status line',
      'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n'
    ],
    [
      'a header section cut short',
      'HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-Re'
    ],
    ['a header section that never ends', `HTTP/1.1 200 OK\r\nX-Filler: ${'a'.repeat(65536)}`]
  ])('an update answered with %s is POSTed once', async (_what, bytes) => {
    raw = await rawServer(() => bytes)
    const error = await failure(clientOf(origin()).updateApp(DEFAULT_PUBLIC_KEY, { note: 'n' }))
    expect(raw.requestLines).toEqual([`POST /v1/apps/${DEFAULT_PUBLIC_KEY} HTTP/1.1`])
    expect(error.kind).toBe('answer-lost')
    expect(error.message).toMatch(/^The service answered the update of app \w+ with 20[01]/)
  })

  it('a create answered with the status line alone is POSTed once, its outcome unknown', async () => {
    raw = await rawServer(() => 'HTTP/1.1 200 OK\r\n')
    const error = await failure(clientOf(origin()).createApp({ platform: 'ios' }))
    expect(raw.requestLines).toEqual(['POST /v1/apps HTTP/1.1'])
    expect(error.kind).toBe('outcome-unknown')
  })

  it('an update sent whole that meets no answer before the deadline is POSTed once', async () => {
    // The server holds its answer, as a service busy with a build does: the deadline runs out
    // after the whole request arrived. 2 s leaves a loaded machine ample time to write a request
    // of a few hundred bytes on loopback (were it cut short, it would be sent again, and the
    // server would record two whole requests).
    raw = await rawServer(() => undefined)
    const error = await failure(
      clientOf(origin(), 3, 2000).updateApp(DEFAULT_PUBLIC_KEY, { note: 'n' })
    )
    expect(raw.requestLines).toEqual([`POST /v1/apps/${DEFAULT_PUBLIC_KEY} HTTP/1.1`])
    expect(error).toBeInstanceOf(LostUpdateAnswer)
    expect((error as LostUpdateAnswer).unprovenKind).toBe('timed-out')
    expect(error.message).toBe(
      `The update of app ${DEFAULT_PUBLIC_KEY} was sent whole, but no answer came (timed out after 2 s).`
    )
  })

  it('an update sent whole whose connection closes without an answer is POSTed once', async () => {
    raw = await rawServer(() => '')
    const error = await failure(clientOf(origin()).updateApp(DEFAULT_PUBLIC_KEY, { note: 'n' }))
    expect(raw.requestLines).toHaveLength(1)
    expect(error).toBeInstanceOf(LostUpdateAnswer)
    expect(error.message).toMatch(/was sent whole, but no answer came \(socket hang up\)\.$/)
  })

  it('a 503 status line alone is still an answer to retry', async () => {
    raw = await rawServer(() => 'HTTP/1.1 503 Service Unavailable\r\n')
    const error = await failure(clientOf(origin(), 2).updateApp(DEFAULT_PUBLIC_KEY, { note: 'n' }))
    expect(raw.requestLines).toHaveLength(2)
    expect(error.kind).toBe('server-error')
  })

  it('a read whose header section never ends is an untrustworthy answer, not a crash', async () => {
    raw = await rawServer(() => `HTTP/1.1 200 OK\r\nX-Filler: ${'a'.repeat(65536)}`)
    const error = await failure(clientOf(origin()).readApp(DEFAULT_PUBLIC_KEY))
    expect(error.kind).toBe('malformed-answer')
    expect(error.message).toMatch(/is not valid HTTP \(Parse Error: Header overflow\)/)
  })
})

/** A body stream that gives the first bytes of `text` and holds back the rest for ever. */
function heldBack(text: string): Readable {
  const stream = new Readable({ read: () => undefined })
  stream.push(text.slice(0, 4))
  return stream
}

describe('an update that did not leave whole is sent again', () => {
  let server: Server | undefined
  afterEach(async () => {
    if (server) await new Promise(resolve => server?.close(resolve))
    server = undefined
  })

  it('after the connection broke while its body was being sent', async () => {
    const body = JSON.stringify({ note: 'n' })
    // The first connection is dropped as soon as the head arrives, while the first attempt's
    // body still holds back its last piece: the service cannot have the whole update. The
    // second attempt's body is whole, and answered.
    const connections: string[] = []
    server = createServer((socket: Socket) => {
      connections.push('connected')
      let received = ''
      socket.on('data', chunk => {
        if (connections.length === 1) return void socket.destroy()
        received += chunk.toString('latin1')
        if (!received.endsWith(body)) return
        const answer = JSON.stringify({ publicKey: DEFAULT_PUBLIC_KEY })
        socket.end(
          `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${answer.length}\r\n\r\n${answer}`
        )
      })
      socket.on('error', () => undefined)
    })
    await new Promise<void>(resolve => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    let attempts = 0
    const response = await sendCall(
      {
        name: 'update of app x',
        request: {
          method: 'POST',
          url: `http://127.0.0.1:${port}/v1/apps/x`,
          headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          body: () => (++attempts === 1 ? heldBack(body) : Readable.from([body]))
        },
        retry: 'until-sent',
        changesState: true
      },
      {
        maxAttempts: 3,
        requestTimeoutMs: 30_000,
        redactor: new Redactor(),
        log: { info: () => undefined, debug: () => undefined },
        sleep: () => Promise.resolve(),
        now: Date.now,
        random: () => 0.5
      }
    )
    expect(response.status).toBe(200)
    expect(connections).toHaveLength(2)
  })
})

describe('outputs only from proof', () => {
  it('fails without outputs when the app reads back unchanged, saying what it found', async () => {
    // The HTML page came from something other than the service: the update never arrived.
    service.injectFault('update', HTML)
    const { succeeded, host, failure } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(failure?.kind).toBe('malformed-answer')
    expect(failure?.message).toContain(
      'The app reads back unchanged: last updated 2026-01-05T09:30:00.000Z, versionCode 1 — the update was most likely not applied; a 200 with an HTML body usually comes from a proxy or a baseUrl that is not the API.'
    )
    expect(host.warnings).toContainEqual(expect.objectContaining({ title: 'Answer lost' }))
  })

  it('names privateInstanceUrl for a private instance', async () => {
    service.injectFault('update', HTML)
    const { failure } = await runInProcess({
      ...updateInputs(service),
      baseUrl: '',
      privateInstanceUrl: service.url
    })
    expect(failure?.message).toMatch(/a proxy or a privateInstanceUrl that is not the API\.$/)
  })

  it('publishes a read-back that shows the update, and still warns that its answer was lost', async () => {
    service.injectFault('update', { ...HTML, afterHandling: true })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    const app = service.apps.get(DEFAULT_PUBLIC_KEY)
    expect(host.outputs.versionCode).toBe('2')
    expect(host.outputs.updated).toBe(app?.updated)
    expect(host.warnings).toContainEqual(expect.objectContaining({ title: 'Answer lost' }))
    expect(service.requests.map(request => request.method)).toEqual(['POST', 'GET'])
  })

  it.each([
    ['an hour behind', -3_600_000],
    ['an hour ahead', 3_600_000]
  ])("goes by the service's clock, not the runner's, when it is %s", async (_how, offset) => {
    const skewed = new FakeService({ clockOffsetMs: offset })
    await skewed.start()
    try {
      skewed.injectFault('update', HTML)
      const lost = await runInProcess(updateInputs(skewed))
      expect(lost.succeeded).toBe(false)
      expect(lost.host.outputs).toEqual({})
      skewed.injectFault('update', { ...HTML, afterHandling: true })
      const applied = await runInProcess(updateInputs(skewed))
      expect(applied.succeeded).toBe(true)
      expect(applied.host.outputs.versionCode).toBe('2')
    } finally {
      await skewed.stop()
    }
  })

  it('fails when the app reads back recently updated but without a value sent', async () => {
    service.injectFault('update', HTML)
    service.injectFault('read', {
      status: 200,
      body: JSON.stringify({
        publicKey: DEFAULT_PUBLIC_KEY,
        updated: new Date().toISOString(),
        versionCode: 7,
        note: 'someone else'
      })
    })
    const { succeeded, host, failure } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(failure?.message).toMatch(
      /The app reads back updated at \S+, but its note does not hold the value sent — another update may have come between, or this one was not applied; a 200 with an HTML body/
    )
    expect(failure?.message).not.toContain('someone else')
  })

  it('recovers an update whose answer broke off after the status line', async () => {
    service.injectFault('update', { breakBody: true })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    expect(host.outputs.versionCode).toBe('2')
    expect(service.requestsTo('update')).toHaveLength(1)
  })
})

describe('unprovenUpdate', () => {
  const SERVICE_NOW = Date.parse('2026-11-22T10:00:05Z')
  /** A read-back received 2 s after the update was sent (at 1000 ms), stamped SERVICE_NOW. */
  const reading = (body: Record<string, unknown>) => ({
    record: {
      publicKey: DEFAULT_PUBLIC_KEY,
      updated: body.updated as string | undefined,
      versionCode: body.versionCode as number | undefined
    },
    body,
    serviceDate: SERVICE_NOW as number | undefined,
    receivedAt: 3000
  })
  const SENT_AT = 1000

  it.each([
    ['stamped when the update was sent', '2026-11-22T10:00:03Z'],
    ['stamped within the allowance before it', '2026-11-22T10:00:00.500Z'],
    ['stamped later', '2026-11-22T10:00:05Z']
  ])('takes a read-back %s', (_when, updated) => {
    expect(unprovenUpdate(reading({ updated }), { note: 'n' }, SENT_AT)).toBeUndefined()
  })

  it('refuses a read-back stamped before the update was sent, by more than the allowance', () => {
    expect(
      unprovenUpdate(reading({ updated: '2026-11-22T09:59:59Z', versionCode: 4 }), {}, SENT_AT)
    ).toBe(
      'The app reads back unchanged: last updated 2026-11-22T09:59:59Z, versionCode 4 — the update was most likely not applied'
    )
  })

  it('refuses a read-back without an updated time or without a Date header', () => {
    expect(unprovenUpdate(reading({}), {}, SENT_AT)).toMatch(/without an updated time/)
    expect(
      unprovenUpdate(
        { ...reading({ updated: '2026-11-22T10:00:04Z' }), serviceDate: undefined },
        {},
        SENT_AT
      )
    ).toMatch(/carries no Date header/)
  })

  it.each<[string, AppFields, Record<string, unknown>, boolean]>([
    ['a field it does not carry', { note: 'n' }, {}, true],
    ['the value sent', { note: 'n', timeout: 60 }, { note: 'n', timeout: 60 }, true],
    [
      'an object in another key order',
      { appPermissions: { run: 'public', debugLog: 'authenticated' } },
      { appPermissions: { debugLog: 'authenticated', run: 'public' } },
      true
    ],
    ['null for a field unset', { launchUrl: null }, { launchUrl: null }, true],
    ['a value for a field unset', { launchUrl: null }, { launchUrl: 'app://x' }, false],
    ['another value', { timeout: 60 }, { timeout: 120 }, false],
    [
      'a list in another order',
      { referrerHostnamesRestricted: ['a', 'b'] },
      { referrerHostnamesRestricted: ['b', 'a'] },
      false
    ]
  ])('with %s: proven %s', (_what, sent, carried, proven) => {
    const found = unprovenUpdate(
      reading({ updated: '2026-11-22T10:00:04Z', ...carried }),
      sent,
      SENT_AT
    )
    expect(found === undefined).toBe(proven)
    if (!proven)
      expect(found).toMatch(
        /^The app reads back updated at 2026-11-22T10:00:04Z, but its \w+ does not hold the value sent/
      )
  })
})
