/**
 * The fake service's create, read and delete of apps and its device list: what the action's
 * preview tests rely on, checked against the service's documented behaviour (platform required
 * on create, 401 without a token, 404 for an app that does not exist).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'

let service: FakeService

beforeEach(async () => {
  service = new FakeService({ appUrlBase: 'https://appetize.example' })
  await service.start()
})
afterEach(() => service.stop())

function call(
  method: string,
  path: string,
  body?: unknown,
  token: string | undefined = service.apiToken
): Promise<Response> {
  const headers: Record<string, string> = token ? { 'x-api-key': token } : {}
  if (body !== undefined && !(body instanceof FormData))
    headers['content-type'] = 'application/json'
  const payload = body instanceof FormData ? body : JSON.stringify(body)
  return fetch(`${service.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : payload
  })
}

describe('create (POST /v1/apps)', () => {
  it('creates an app with a fresh publicKey and answers like an update', async () => {
    const response = await call('POST', '/v1/apps', { platform: 'android', note: 'acme#12' })
    expect(response.status).toBe(200)
    const created = (await response.json()) as Record<string, unknown>
    expect(created).toMatchObject({ platform: 'android', versionCode: 1 })
    expect(created.publicKey).toMatch(/^[a-z0-9]{26}$/)
    expect(created.publicKey).not.toBe(DEFAULT_PUBLIC_KEY)
    expect(created.appURL).toBe(`https://appetize.example/app/${String(created.publicKey)}`)
    expect(service.apps.get(String(created.publicKey))?.fields).toEqual({
      platform: 'android',
      note: 'acme#12'
    })
    expect(service.requestsTo('create')).toHaveLength(1)
  })

  it('takes a multipart upload with the build, as an update does', async () => {
    const form = new FormData()
    form.set('platform', 'android')
    form.set('file', new Blob([Buffer.from('PK fake apk')]), 'app-release.apk')
    const created = (await (await call('POST', '/v1/apps', form)).json()) as { publicKey: string }
    expect(service.requestsTo('create')[0]?.upload?.file?.filename).toBe('app-release.apk')
    expect(service.apps.get(created.publicKey)?.metadata?.name).toBe('Example App')
  })

  it('answers 400 without a platform, 401 without a token, and creates nothing', async () => {
    const missing = await call('POST', '/v1/apps', { note: 'x' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: 'platform is required' })
    expect((await call('POST', '/v1/apps', { platform: 'ios' }, 'wrong')).status).toBe(401)
    expect((await call('POST', '/v1/apps', { platform: 'windows' })).status).toBe(400)
    expect([...service.apps.keys()]).toEqual([DEFAULT_PUBLIC_KEY])
  })

  it('can lose the answer after the app was created (an ambiguous failure)', async () => {
    service.injectFault('create', { reset: true, afterHandling: true })
    await expect(call('POST', '/v1/apps', { platform: 'ios' })).rejects.toThrow()
    expect(service.apps.size).toBe(2)
  })
})

describe('read (GET /v1/apps/{publicKey})', () => {
  it("reports the app's name and version as read from its latest build", async () => {
    service.appMetadata = { ...service.appMetadata, name: '**Bold** <b>', appVersionName: '2.1' }
    await call('POST', `/v1/apps/${DEFAULT_PUBLIC_KEY}`, { url: 'https://example.com/a.zip' })
    const response = await call('GET', `/v1/apps/${DEFAULT_PUBLIC_KEY}`)
    expect(await response.json()).toMatchObject({
      publicKey: DEFAULT_PUBLIC_KEY,
      platform: 'ios',
      versionCode: 2,
      name: '**Bold** <b>',
      appVersionName: '2.1',
      appVersionCode: '1',
      bundle: 'com.example.app'
    })
  })

  it('answers 404 for an app that does not exist, 401 without a token', async () => {
    expect((await call('GET', '/v1/apps/nothere')).status).toBe(404)
    expect((await call('GET', `/v1/apps/${DEFAULT_PUBLIC_KEY}`, undefined, '')).status).toBe(401)
  })
})

describe('delete (DELETE /v1/apps/{publicKey})', () => {
  it('deletes the app; a second delete answers 404', async () => {
    const first = await call('DELETE', `/v1/apps/${DEFAULT_PUBLIC_KEY}`)
    expect(first.status).toBe(200)
    expect(await first.text()).toBe('')
    expect(service.apps.has(DEFAULT_PUBLIC_KEY)).toBe(false)
    expect((await call('DELETE', `/v1/apps/${DEFAULT_PUBLIC_KEY}`)).status).toBe(404)
    expect((await call('POST', `/v1/apps/${DEFAULT_PUBLIC_KEY}`, { note: 'x' })).status).toBe(404)
    expect(service.requestsTo('delete')).toHaveLength(2)
  })

  it('takes faults like any route', async () => {
    service.injectFault('delete', { status: 503 })
    expect((await call('DELETE', `/v1/apps/${DEFAULT_PUBLIC_KEY}`)).status).toBe(503)
    expect(service.apps.has(DEFAULT_PUBLIC_KEY)).toBe(true)
  })
})

describe('devices (GET {v2}/service/devices)', () => {
  it('lists devices without a token, on the public and the private-instance path', async () => {
    for (const path of ['/v2/service/devices', '/api/v2/service/devices']) {
      const response = await call('GET', path, undefined, undefined)
      expect(response.status).toBe(200)
      const devices = (await response.json()) as { id: string; platform: string }[]
      expect(devices.map(device => device.id)).toEqual(
        expect.arrayContaining(['pixel7', 'iphone15pro'])
      )
      expect(devices[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        platform: expect.stringMatching(/^(ios|android)$/),
        osVersions: expect.arrayContaining([expect.stringMatching(/^\d+\.\d+$/)])
      })
    }
    service.injectFault('devices', { status: 500 })
    expect((await call('GET', '/v2/service/devices')).status).toBe(500)
    expect(service.requestsTo('devices')).toHaveLength(3)
  })
})

describe('list (GET /v1/apps)', () => {
  it('pages the apps with hasMore and nextKey, and carries notes only when told to', async () => {
    await service.stop()
    service = new FakeService({ apps: {}, appsPageSize: 2, listNotes: true })
    await service.start()
    for (const note of ['a', 'b', 'c']) await call('POST', '/v1/apps', { platform: 'ios', note })
    const first = (await (await call('GET', '/v1/apps')).json()) as {
      hasMore: boolean
      nextKey: string
      data: { note: string }[]
    }
    expect(first.hasMore).toBe(true)
    expect(first.data.map(app => app.note)).toEqual(['a', 'b'])
    const second = (await (
      await call('GET', `/v1/apps?nextKey=${encodeURIComponent(first.nextKey)}`)
    ).json()) as { hasMore: boolean; data: { note: string }[] }
    expect(second).toMatchObject({ hasMore: false, data: [{ note: 'c' }] })
    expect((await call('GET', '/v1/apps', undefined, 'wrong')).status).toBe(401)
  })

  it('follows the published schema by default: no note', async () => {
    const list = (await (await call('GET', '/v1/apps')).json()) as { data: object[] }
    expect(list.data[0]).not.toHaveProperty('note')
    expect(list.data[0]).toHaveProperty('publicKey', DEFAULT_PUBLIC_KEY)
  })
})
