/**
 * The core's orchestration in process, against the fake service: which operations run and in
 * what order, outputs only when every one succeeded, the job summary on failure too, retries
 * and their waits (recorded, never slept).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'

let service: FakeService
let host: RecordingHost

beforeEach(async () => {
  service = new FakeService()
  await service.start()
  host = new RecordingHost()
})
afterEach(() => service.stop())

function run(given: Record<string, string>) {
  return runAction(inputReader({ baseUrl: service.url, ...given }), host)
}

const update = (extra: Record<string, string> = {}) =>
  run({ apiToken: service.apiToken, publicKey: DEFAULT_PUBLIC_KEY, note: 'n', ...extra })

describe('orchestration', () => {
  it('fetches the IP blocks before updating, each in its own group, then sets all outputs', async () => {
    const outcome = await update({ ipBlocks: 'true' })
    expect(outcome.succeeded).toBe(true)
    expect(service.requests.map(request => request.method)).toEqual(['GET', 'POST'])
    expect(host.printed.filter(entry => entry.kind === 'group').map(entry => entry.text)).toEqual([
      'Fetch the IP blocks',
      `Update app ${DEFAULT_PUBLIC_KEY}`
    ])
    expect(Object.keys(host.outputs).sort()).toEqual(
      [
        'appUrl',
        'created',
        'ipv4',
        'ipv4Aggregated',
        'ipv4Count',
        'ipv4Sha256',
        'platform',
        'publicKey',
        'updated',
        'versionCode'
      ].sort()
    )
    expect(host.summary).toContain('<h3>IP blocks</h3>')
    expect(host.summary).toContain('<h3>Updated app</h3>')
  })

  it('sets no output when a later operation fails, and the summary shows what was done', async () => {
    service.injectFault('update', { status: 400, body: '{"message":"no"}' })
    const outcome = await update({ ipBlocks: 'true' })
    expect(outcome.succeeded).toBe(false)
    expect(outcome.failure?.kind).toBe('bad-request')
    expect(host.outputs).toEqual({})
    expect(host.errors).toEqual([
      {
        kind: 'error',
        title: 'Rejected by the service',
        text: `The service rejected the update of app ${DEFAULT_PUBLIC_KEY} (400 Bad Request): no.`
      }
    ])
    expect(host.summary).toMatch(/^<h2>Appetize deploy failed<\/h2>/)
    expect(host.summary).toContain('What to do: Fix the field the service names')
    expect(host.summary).toContain('<h3>IP blocks</h3>')
  })

  it('does not update the app when the IP blocks fail first', async () => {
    service.injectFault('ips', { status: 200, body: '{"ipv4":[]}' })
    const outcome = await update({ ipBlocks: 'true' })
    expect(outcome.failure?.kind).toBe('guard-rail')
    expect(service.requestsTo('update')).toHaveLength(0)
  })

  it('refuses invalid input before any request, with the summary saying so', async () => {
    const outcome = await update({ settings: 'timout: 60' })
    expect(outcome.failure?.kind).toBe('invalid-input')
    expect(service.requests).toHaveLength(0)
    expect(host.errors[0]?.title).toBe('Invalid input: settings')
    expect(host.summary).toContain('Fix the settings input')
  })

  it('masks the token first, before anything is printed', async () => {
    await update()
    expect(host.masked[0]).toBe(service.apiToken)
  })

  it('prints the planned requests in a dry run and sends nothing', async () => {
    const outcome = await update({ dryRun: 'true', ipBlocks: 'true' })
    expect(outcome.succeeded).toBe(true)
    expect(service.requests).toHaveLength(0)
    expect(host.outputs).toEqual({})
    const blocks = host.printed.filter(entry => entry.kind === 'block').map(entry => entry.text)
    expect(blocks).toHaveLength(2)
    expect(blocks[1]).toContain('x-api-key: ***')
  })
})

describe('retries (waits recorded, not slept)', () => {
  it('gets through two 503s: three requests, success', async () => {
    service.injectFault('update', { status: 503 }, 2)
    const outcome = await update()
    expect(outcome.succeeded).toBe(true)
    expect(service.requestsTo('update')).toHaveLength(3)
    expect(host.outputs.versionCode).toBe('2')
    expect(host.log).toContainEqual(
      expect.stringMatching(
        /^Attempt 1 of 4 of the update .* failed \(the service answered 503 Service Unavailable\); trying again in 0\.8 s\.$/
      )
    )
    expect(host.waits).toEqual([750, 1500])
  })

  it('waits as long as Retry-After asks on a 429, and says so', async () => {
    service.injectFault('ips', { status: 429, headers: { 'retry-after': '2' } })
    await run({ ipBlocks: 'true' })
    expect(host.waits).toEqual([2000])
    expect(host.log).toContainEqual(
      expect.stringMatching(/trying again in 2 s as Retry-After asks/)
    )
  })

  it('falls back to the backoff for a Retry-After in neither HTTP form, and says so', async () => {
    service.injectFault('ips', { status: 429, headers: { 'retry-after': '-1' } })
    await run({ ipBlocks: 'true' })
    expect(host.waits).toEqual([750])
    expect(host.log).toContainEqual(
      expect.stringMatching(/Retry-After was in neither HTTP form, so the usual backoff applies/)
    )
  })

  it('gets through a reset connection', async () => {
    service.injectFault('ips', { reset: true })
    expect((await run({ ipBlocks: 'true' })).succeeded).toBe(true)
    expect(service.requestsTo('ips')).toHaveLength(2)
  })

  it('never sends an update again once it was sent whole, and takes it from the read-back', async () => {
    // The service applies the update, then the connection breaks before any answer.
    service.injectFault('update', { afterHandling: true, reset: true })
    const outcome = await update()
    expect(outcome.succeeded).toBe(true)
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(host.outputs.versionCode).toBe('2')
    expect(host.waits).toEqual([])
  })

  it('stops after maxAttempts on a persistent 500, saying how many and why', async () => {
    service.injectFault('update', { status: 500, body: '{"message":"database on fire"}' }, 4)
    const outcome = await update({ ipBlocks: 'true' })
    expect(outcome.failure?.kind).toBe('server-error')
    expect(outcome.failure?.message).toMatch(
      /failed after 4 attempts: the service answered 500 Internal Server Error: database on fire/
    )
    expect(host.outputs).toEqual({})
    expect(host.waits).toHaveLength(3)
  })

  it.each([400, 401, 403, 404])('never retries %d', async status => {
    service.injectFault('update', { status })
    await update()
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(host.waits).toEqual([])
  })
})
