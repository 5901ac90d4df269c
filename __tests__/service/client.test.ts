import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { ACTION_WORDS } from '../../src/action/words.js'
import { failureReports } from '../../src/shared/failure-report.js'
import { FakeService, DEFAULT_PUBLIC_KEY } from '../../test-support/fake-service/server.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { ServiceClient } from '../../src/service/client.js'
import type { ServiceClientOptions } from '../../src/service/requests.js'
import { ActionFailure } from '../../src/shared/failure.js'
import { Redactor } from '../../src/shared/redaction.js'

let service: FakeService
let logged: string[]
let waits: number[]

beforeEach(async () => {
  service = new FakeService()
  await service.start()
  logged = []
  waits = []
})
afterEach(() => service.stop())

function client(options: Partial<ServiceClientOptions> = {}): ServiceClient {
  const redactor = new Redactor()
  redactor.add(service.apiToken)
  return new ServiceClient({
    endpoints: resolveEndpoints(service.url, ''),
    apiToken: service.apiToken,
    maxAttempts: 4,
    // No answer here is held back: the deadline only stops a test that would hang, so it is
    // as long as jest's own, and a busy machine never meets it.
    requestTimeoutMs: 30_000,
    redactor,
    now: Date.now,
    random: () => 0.5,
    log: { info: message => logged.push(message), debug: () => undefined },
    sleep: ms => {
      waits.push(ms)
      return Promise.resolve()
    },
    ...options
  })
}

async function failure(promise: Promise<unknown>): Promise<ActionFailure> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ActionFailure)
  return error as ActionFailure
}

describe('ServiceClient.updateApp', () => {
  it('POSTs the fields as JSON with the token to /v1/apps/{publicKey}', async () => {
    const response = await client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'hi', timeout: null })
    expect(response).toMatchObject({
      publicKey: DEFAULT_PUBLIC_KEY,
      platform: 'ios',
      versionCode: 2
    })
    const [request] = service.requestsTo('update')
    expect(request?.path).toBe(`/v1/apps/${DEFAULT_PUBLIC_KEY}`)
    expect(request?.headers['x-api-key']).toBe(service.apiToken)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.json).toEqual({ note: 'hi', timeout: null })
  })

  it('increments versionCode on each update', async () => {
    const first = await client().updateApp(DEFAULT_PUBLIC_KEY, { note: '1' })
    const second = await client().updateApp(DEFAULT_PUBLIC_KEY, { note: '2' })
    expect(second.versionCode).toBe((first.versionCode ?? 0) + 1)
  })

  it('says a 401 means the token is missing or invalid, and does not retry', async () => {
    const error = await failure(
      client({ apiToken: 'wrong' }).updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' })
    )
    expect(error.message).toMatch(/^The service refused the API token \(401 Unauthorized\)/)
    expect(error.kind).toBe('unauthorized')
    expect(failureReports(error, ACTION_WORDS)[0]?.advice).toMatch(/apiToken secret/)
    expect(service.requests).toHaveLength(1)
  })

  it('names the publicKey on a 404, and does not retry', async () => {
    const error = await failure(client().updateApp('nosuchapp', { note: 'x' }))
    expect(error.message).toMatch(/^No app with publicKey "nosuchapp" exists \(404 Not Found\)/)
    expect(service.requests).toHaveLength(1)
  })

  it("says a status and the service's words once (no repeated phrase)", async () => {
    // The fake answers as the service does: "Unauthorized: no valid API token provided", and
    // "No app found for publicKey nosuchapp".
    const refused = await failure(
      client({ apiToken: 'wrong' }).updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' })
    )
    expect(refused.message).toBe(
      'The service refused the API token (401 Unauthorized): no valid API token provided.'
    )
    const missing = await failure(client().updateApp('nosuchapp', { note: 'x' }))
    expect(missing.message).toBe('No app with publicKey "nosuchapp" exists (404 Not Found).')
  })

  it.each([
    ['Bad Request', 'without saying why'],
    ['Bad Request: timeout is wrong', ': timeout is wrong'],
    ['Bad Requests are refused here', ': Bad Requests are refused here']
  ])('keeps what a 400 says beyond its status text (%j)', async (said, shown) => {
    service.injectFault('update', { status: 400, body: JSON.stringify({ message: said }) })
    const error = await failure(client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' }))
    expect(error.message).toBe(
      `The service rejected the update of app ${DEFAULT_PUBLIC_KEY} (400 Bad Request)${shown.startsWith(':') ? shown : ` ${shown}`}.`
    )
  })

  it("shows the service's message on a 400", async () => {
    const error = await failure(client().updateApp(DEFAULT_PUBLIC_KEY, { timeout: 45 }))
    expect(error.message).toBe(
      `The service rejected the update of app ${DEFAULT_PUBLIC_KEY} (400 Bad Request): timeout must be one of 30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200.`
    )
    expect(error.kind).toBe('bad-request')
  })

  it('percent-encodes the publicKey so it stays one path segment', async () => {
    await failure(client().updateApp('../service/ips', { note: 'x' }))
    expect(service.requests[0]?.path).toBe('/v1/apps/..%2Fservice%2Fips')
  })

  it('retries 503 and reports status, message and attempts when they run out', async () => {
    service.injectFault('update', { status: 503, body: '{"message":"maintenance"}' }, 5)
    const error = await failure(
      client({ maxAttempts: 3 }).updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' })
    )
    expect(service.requestsTo('update')).toHaveLength(3)
    expect(error.message).toBe(
      `The update of app ${DEFAULT_PUBLIC_KEY} failed after 3 attempts: the service answered 503 Service Unavailable: maintenance.`
    )
    expect(logged[0]).toMatch(
      /^Attempt 1 of 3 of the update .* failed \(the service answered 503 Service Unavailable\); trying again in [\d.]+ s\.$/
    )
    expect(waits).toHaveLength(2)
  })

  it('treats a 200 that is not JSON as a failure', async () => {
    service.injectFault('update', { status: 200, body: '<html>oops</html>' })
    const error = await failure(client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' }))
    expect(error.message).toMatch(
      /but its body is not a JSON object \(17 characters of text, not JSON\); nothing was published/
    )
    // Accepted (200) but unusable: the update was applied and is not sent again.
    expect(error.kind).toBe('answer-lost')
  })

  it('treats a 200 with a mistyped field as a failure', async () => {
    service.injectFault('update', { status: 200, body: '{"versionCode":"two"}' })
    const error = await failure(client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' }))
    expect(error.message).toMatch(
      /malformed: versionCode should be a non-negative whole number, got a string of 3 characters/
    )
    expect(error.message).not.toContain('two')
  })

  it('never echoes the token, even when the service does', async () => {
    service.injectFault('update', {
      status: 400,
      body: JSON.stringify({ message: `bad key ${service.apiToken}` })
    })
    const error = await failure(client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' }))
    expect(error.message).toContain('bad key ***')
    expect(error.message).not.toContain(service.apiToken)
  })

  it('never echoes the token written with JSON \\u escapes under a key of its own', async () => {
    const escaped = [...service.apiToken]
      .map(character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join('')
    service.injectFault('update', { status: 400, body: `{"reason":"bad key ${escaped}"}` })
    const error = await failure(client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'x' }))
    expect(error.message).toContain('{"reason":"bad key ***"}')
    expect(error.message).not.toContain(escaped.slice(0, 48))
  })
})

describe('ServiceClient.getIpBlocks', () => {
  it('GETs /v2/service/ips without the token', async () => {
    await expect(client().getIpBlocks()).resolves.toEqual(service.ipv4)
    const [request] = service.requestsTo('ips')
    expect(request?.path).toBe('/v2/service/ips')
    expect(request?.headers['x-api-key']).toBeUndefined()
  })

  it('uses /api/v2 on a private instance', async () => {
    const privateClient = client({ endpoints: resolveEndpoints('', service.url) })
    await expect(privateClient.getIpBlocks()).resolves.toEqual(service.ipv4)
    expect(service.requests[0]?.path).toBe('/api/v2/service/ips')
  })

  it('refuses an answer without an ipv4 list', async () => {
    service.injectFault('ips', { status: 200, body: '{"ipv4":"1.2.3.0/24"}' })
    const error = await failure(client().getIpBlocks())
    expect(error.message).toMatch(/without an "ipv4" list of strings/)
  })

  it('honours Retry-After on a 429', async () => {
    service.injectFault('ips', { status: 429, headers: { 'retry-after': '7' } })
    await client().getIpBlocks()
    expect(waits).toEqual([7000])
    expect(logged[0]).toMatch(/trying again in 7 s as Retry-After asks/)
  })
})
