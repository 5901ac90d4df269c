/**
 * An update sent whole that met no answer, decided by read-backs (issue 48, item 1): the update
 * is sent once more only when the app reads back unchanged by the service's clock twice, a few
 * seconds apart, in answers that come from the service and not from a cache; never a third
 * time, never beyond maxAttempts. In process, against the fake service on loopback, counting the
 * requests it received; the wait between the read-backs goes through the host's sleep.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { runInProcess, updateInputs } from '../../test-support/harness/in-process.js'
import { SECOND_READ_DELAY_MS } from '../../src/features/update-app/lost-answer.js'
import { readBack, type AppReading } from '../../src/service/update-proof.js'

let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

/** The app as the fake holds it. */
const app = () => service.apps.get(DEFAULT_PUBLIC_KEY)

/**
 * The fake's answer to a read, as a cache between would keep it: ten minutes old, with its
 * `Age` unless `withoutAge` (a cache that does not say it is one).
 */
function cachedCopy(
  versionCode: number,
  withoutAge = false
): {
  status: number
  headers: Record<string, string>
  body: string
} {
  const tenMinutesAgo = new Date(Date.now() - 600_000)
  return {
    status: 200,
    headers: {
      ...(withoutAge ? {} : { age: '600' }),
      date: tenMinutesAgo.toUTCString()
    },
    body: JSON.stringify({
      publicKey: DEFAULT_PUBLIC_KEY,
      platform: 'ios',
      created: '2026-01-05T09:30:00.000Z',
      updated: new Date(tenMinutesAgo.getTime() - 2000).toISOString(),
      versionCode
    })
  }
}

/** An app last updated when a copy ten minutes old was stored, as that copy holds it. */
function staleBody(versionCode: number): string {
  return JSON.stringify({
    publicKey: DEFAULT_PUBLIC_KEY,
    platform: 'ios',
    created: '2026-01-05T09:30:00.000Z',
    updated: new Date(Date.now() - 601_000).toISOString(),
    versionCode
  })
}

describe('an update that met no answer and that the service did not apply', () => {
  it('is sent once more when the app reads back unchanged twice, and succeeds from that answer', async () => {
    service.injectFault('update', { reset: true })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    expect(service.requestsTo('update')).toHaveLength(2)
    expect(service.requestsTo('read')).toHaveLength(2)
    // Each read-back asks past a cache.
    for (const read of service.requestsTo('read')) {
      expect(read.headers['cache-control']).toBe('no-cache')
    }
    expect(host.waits).toEqual([SECOND_READ_DELAY_MS])
    expect(host.outputs.versionCode).toBe('2')
    expect(app()?.versionCode).toBe(2)
    expect(host.warnings).toContainEqual(expect.objectContaining({ title: 'Answer lost' }))
    expect(host.log).toContainEqual(
      'The app still reads back unchanged 5 s later: the service did not apply the update, so it is sent once more (never a third time).'
    )
  })

  it('is never sent a third time: the second sending lost too, its read-back decides', async () => {
    service.injectFault('update', { reset: true }, 2)
    const { succeeded, host, failure } = await runInProcess({
      ...updateInputs(service),
      maxAttempts: '5'
    })
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('update')).toHaveLength(2)
    expect(service.requestsTo('read')).toHaveLength(3)
    expect(app()?.versionCode).toBe(1)
    expect(failure?.kind).toBe('unreachable')
    expect(failure?.message).toMatch(
      /^The update of app \w+ was sent whole, but no answer came \(socket hang up\)\. The app read back unchanged twice, so the update was sent once more: The update of app \w+ was sent whole, but no answer came \(socket hang up\)\. The app reads back unchanged: last updated 2026-01-05T09:30:00\.000Z, versionCode 1 — the update was most likely not applied\. It is not sent a third time\.$/
    )
  })

  it('takes the second sending when its answer is lost but its read-back shows it', async () => {
    service.injectFault('update', { reset: true })
    service.injectFault('update', { reset: true, afterHandling: true })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    expect(service.requestsTo('update')).toHaveLength(2)
    expect(app()?.versionCode).toBe(2)
    expect(host.outputs.versionCode).toBe('2')
  })

  it('is not sent again with maxAttempts 1, and the failure says what is known', async () => {
    service.injectFault('update', { reset: true })
    const { succeeded, host, failure } = await runInProcess({
      ...updateInputs(service),
      maxAttempts: '1'
    })
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(service.requestsTo('read')).toHaveLength(2)
    expect(failure?.message).toMatch(
      /The app reads back unchanged: last updated 2026-01-05T09:30:00\.000Z, versionCode 1 — the update was most likely not applied \(read twice, 5 s apart\)\. It was not sent again: maxAttempts allows no further attempt\.$/
    )
  })

  it('counts the attempts a 503 used: after 503, 503 and a reset, maxAttempts 3 leaves none', async () => {
    service.injectFault('update', { status: 503 }, 2)
    service.injectFault('update', { reset: true })
    const { succeeded, failure } = await runInProcess({
      ...updateInputs(service),
      maxAttempts: '3'
    })
    expect(succeeded).toBe(false)
    expect(service.requestsTo('update')).toHaveLength(3)
    expect(failure?.message).toMatch(/maxAttempts allows no further attempt\.$/)
  })

  it('is not sent again when the second read-back shows the update the service was still applying', async () => {
    service.injectFault('update', { reset: true })
    service.injectFault('read', {})
    service.injectFault('read', {
      // The service finishes applying it between the two read-backs.
      beforeAnswer: () => {
        const held = app()
        if (held) Object.assign(held, { updated: new Date().toISOString(), versionCode: 2 })
        return Promise.resolve()
      }
    })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(service.requestsTo('read')).toHaveLength(2)
    expect(host.outputs.versionCode).toBe('2')
  })
})

describe('a read-back that proves nothing', () => {
  it('a cached copy (Age: 600, an old Date) of an app the update changed: no success, no second sending', async () => {
    // The service applied the update; the cache between answers with its copy from before.
    service.injectFault('update', { reset: true, afterHandling: true })
    service.injectFault('read', cachedCopy(1))
    const { succeeded, host, failure } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(app()?.versionCode).toBe(2)
    expect(failure?.message).toMatch(
      /The app's read-back came from a cache \(Age: 600 s\), not from the service, so it shows nothing of this update\.$/
    )
  })

  it('a cached copy whose Date and updated agree is no proof of an update never applied', async () => {
    service.injectFault('update', { reset: true })
    service.injectFault('read', cachedCopy(1))
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('update')).toHaveLength(1)
  })

  it('a copy without Age whose Date and updated are ten minutes old is no proof of an update never applied', async () => {
    service.injectFault('update', { reset: true })
    // Both read ten minutes before the update was sent: a cache's copy that names no Age.
    service.injectFault('read', { ...cachedCopy(1, true), body: staleBody(1) })
    const { succeeded, host, failure } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(false)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(service.requestsTo('read')).toHaveLength(2)
    expect(failure?.message).toMatch(/older than the update was sent/)
    expect(failure?.message).toMatch(/It was not sent again\.$/)
  })

  it("takes the service's own read-back after a copy without Age, when it shows the update", async () => {
    service.injectFault('update', { reset: true, afterHandling: true })
    service.injectFault('read', { ...cachedCopy(1, true), body: staleBody(1) })
    const { succeeded, host } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(true)
    expect(host.outputs.versionCode).toBe('2')
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(service.requestsTo('read')).toHaveLength(2)
  })

  it('an update whose 2xx answer came but cannot be used is never sent again', async () => {
    service.injectFault('update', {
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html>Sign in</html>'
    })
    const { succeeded } = await runInProcess(updateInputs(service))
    expect(succeeded).toBe(false)
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(service.requestsTo('read')).toHaveLength(1)
  })
})

describe('readBack', () => {
  const SERVICE_NOW = Date.parse('2026-11-22T10:00:05Z')
  const reading = (extra: Partial<AppReading> = {}): AppReading => ({
    record: { publicKey: DEFAULT_PUBLIC_KEY, updated: '2026-11-22T09:00:00Z', versionCode: 4 },
    body: {},
    serviceDate: SERVICE_NOW,
    receivedAt: 3000,
    ...extra
  })

  it('tells an app unchanged by the service clock from one it cannot judge', () => {
    expect(readBack(reading(), {}, 1000).shows).toBe('unchanged')
    expect(readBack(reading({ age: '0' }), {}, 1000).shows).toBe('unchanged')
    expect(readBack(reading({ age: '3' }), {}, 1000)).toEqual({
      shows: 'nothing',
      found:
        "The app's read-back came from a cache (Age: 3 s), not from the service, so it shows nothing of this update"
    })
    expect(readBack(reading({ age: 'soon' }), {}, 1000).shows).toBe('nothing')
  })

  it("refuses a second read-back whose Date did not move on with the time between (a cache's copy)", () => {
    const first = reading()
    const standingStill = reading({ receivedAt: first.receivedAt + SECOND_READ_DELAY_MS })
    expect(readBack(standingStill, {}, 1000, first)).toEqual({
      shows: 'nothing',
      found: expect.stringMatching(
        /with a Date older than the time since the first read-back allows/
      )
    })
    const movedOn = reading({
      receivedAt: first.receivedAt + SECOND_READ_DELAY_MS,
      serviceDate: SERVICE_NOW + SECOND_READ_DELAY_MS - 1000
    })
    expect(readBack(movedOn, {}, 1000, first).shows).toBe('unchanged')
  })
})
