/**
 * The service client's app lifecycle calls against the fake service: create (never sent twice
 * once it may have arrived), delete (a 404 is already gone) and the device list (no token).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { closedPort } from '../../test-support/harness/loopback-server.js'
import { ActionFailure } from '../../src/shared/failure.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { Redactor } from '../../src/shared/redaction.js'
import { ServiceClient } from '../../src/service/client.js'

let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

function client(baseUrl = service.url): ServiceClient {
  return new ServiceClient({
    endpoints: resolveEndpoints(baseUrl, ''),
    apiToken: service.apiToken,
    maxAttempts: 3,
    // No answer here is held back: the deadline only stops a test that would hang, so it is
    // as long as jest's own, and a busy machine never meets it.
    requestTimeoutMs: 30_000,
    redactor: new Redactor(),
    now: Date.now,
    random: () => 0.5,
    log: { info: () => undefined, debug: () => undefined },
    sleep: () => Promise.resolve()
  })
}

async function failure(promise: Promise<unknown>): Promise<ActionFailure> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ActionFailure)
  return error as ActionFailure
}

describe('createApp', () => {
  it('POSTs the fields to /v1/apps with the token and returns the new app', async () => {
    const app = await client().createApp({ platform: 'android', note: 'acme/app#1 @ 1234567' })
    expect(service.apps.get(app.publicKey)?.platform).toBe('android')
    const [request] = service.requestsTo('create')
    expect(request?.path).toBe('/v1/apps')
    expect(request?.headers['x-api-key']).toBe(service.apiToken)
    expect(request?.json).toEqual({ platform: 'android', note: 'acme/app#1 @ 1234567' })
  })

  it.each([
    ['a 502 after the app was created', { afterHandling: true, status: 502 }],
    ['a reset after the app was created', { afterHandling: true, reset: true }],
    ['an answer that broke off', { breakBody: true }]
  ])('is not sent again after %s: the outcome is unknown', async (_case, fault) => {
    service.injectFault('create', fault)
    const error = await failure(client().createApp({ platform: 'ios' }))
    expect(error.kind).toBe('outcome-unknown')
    expect(error.message).toMatch(/An app may have been created that nothing records\.$/)
    expect(service.requestsTo('create')).toHaveLength(1)
  })

  it('is sent again when it surely did not arrive (429)', async () => {
    service.injectFault('create', { status: 429, headers: { 'retry-after': '0' } })
    await client().createApp({ platform: 'ios' })
    expect(service.requestsTo('create')).toHaveLength(2)
  })

  it('is a plain refusal when the service rejects it (400): nothing was created', async () => {
    const error = await failure(client().createApp({ note: 'no platform' }))
    expect(error.kind).toBe('bad-request')
    expect(error.message).toContain('platform is required')
  })

  it('is a plain failure when nothing listens (connection refused): nothing was sent', async () => {
    const error = await failure(
      client(`http://127.0.0.1:${await closedPort()}`).createApp({ platform: 'ios' })
    )
    expect(error.kind).toBe('unreachable')
    expect(error.message).toContain('after 3 attempts')
  })
})

describe('deleteApp', () => {
  it('DELETEs the app; an empty 200 is success', async () => {
    expect(await client().deleteApp(DEFAULT_PUBLIC_KEY)).toBe('deleted')
    expect(service.apps.has(DEFAULT_PUBLIC_KEY)).toBe(false)
    expect(service.requestsTo('delete')[0]?.headers['x-api-key']).toBe(service.apiToken)
  })

  it('takes a 404 as already gone', async () => {
    expect(await client().deleteApp('nosuchapp')).toBe('already-gone')
  })

  it('is sent again after a passing failure (deleting twice leaves no app either)', async () => {
    service.injectFault('delete', { status: 503 })
    expect(await client().deleteApp(DEFAULT_PUBLIC_KEY)).toBe('deleted')
    expect(service.requestsTo('delete')).toHaveLength(2)
  })
})

describe('listDevices', () => {
  it('reads the device list without the token', async () => {
    const devices = await client().listDevices()
    expect(devices).toContainEqual({
      id: 'pixel7',
      platform: 'android',
      osVersions: ['13.0', '14.0']
    })
    expect(service.requestsTo('devices')[0]?.headers['x-api-key']).toBeUndefined()
  })

  it('refuses an answer that is not a list of devices', async () => {
    service.injectFault('devices', { status: 200, body: '{"devices":[]}' })
    const error = await failure(client().listDevices())
    expect(error.kind).toBe('malformed-answer')
    expect(error.message).toContain('an object, not a list of devices')
  })
})
