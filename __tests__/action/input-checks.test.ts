/**
 * Mistakes the README promises to refuse before any request (issue 29, point 4), run in process
 * against the fake service: the step fails with an annotation that names the input, the problem
 * and what to give instead, and the service receives nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import {
  runInProcess,
  updateInputs,
  type InProcessRun
} from '../../test-support/harness/in-process.js'

let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

/** The one error annotation of a run that was refused before any request. */
function refusal(run: InProcessRun): { title?: string; text: string } {
  expect(run.succeeded).toBe(false)
  expect(service.requests).toEqual([])
  expect(run.host.outputs).toEqual({})
  expect(run.host.errors).toHaveLength(1)
  const { title, text } = run.host.errors[0]!
  return { title, text }
}

const update = (given: Record<string, string>): Promise<InProcessRun> =>
  runInProcess({ ...updateInputs(service), ...given })

describe('a url that points to a build the service does not take', () => {
  it.each([
    [
      'https://builds.example.com/ios/1234/App.ipa',
      'url points to an .ipa (a device build), which the service cannot stream (https://builds.example.com/…/App.ipa). Build for the simulator (xcodebuild -sdk iphonesimulator) and link a .zip or .tar.gz of the .app.'
    ],
    [
      'https://builds.example.com/android/app-release.aab?sig=abc',
      'url points to an .aab (an Android App Bundle), which the service does not take (https://builds.example.com/…/app-release.aab?***). Turn it into an APK with bundletool build-apks (--mode=universal) and link the .apk.'
    ],
    [
      'https://builds.example.com/MyApp.app',
      'url points to an .app (https://builds.example.com/MyApp.app), a folder, which the service cannot download. Link a .zip or .tar.gz of it, or upload the folder itself with file.'
    ]
  ])('refuses %s, as file refuses the same path', async (url, message) => {
    expect(refusal(await update({ url }))).toEqual({ title: 'Invalid input: url', text: message })
  })

  it('refuses it in settings too, naming settings', async () => {
    const error = refusal(await update({ note: '', settings: 'url: https://x.example.com/a.IPA' }))
    expect(error.title).toBe('Invalid input: settings')
    expect(error.text).toMatch(/^settings\.url points to an \.ipa \(a device build\)/)
  })

  it('still takes a link with no known ending: the service reads the file', async () => {
    const run = await update({ url: 'https://builds.example.com/download?id=7', platform: 'ios' })
    expect(run.succeeded).toBe(true)
  })
})

describe('referrerHostnamesRestricted entries that are not host names', () => {
  it.each([
    ['https://docs.example.com/path', 'a scheme and a path', 'Use docs.example.com.'],
    ['docs.example.com:8443', 'a port', 'Use docs.example.com.'],
    ['docs.example.com/embed', 'a path', 'Use docs.example.com.'],
    [' docs.example.com', 'white space', 'Use docs.example.com.'],
    ['docs example com', 'white space', 'Give only the host name, such as docs.example.com.']
  ])('refuses %j: it has %s', async (entry, has, instead) => {
    const settings = JSON.stringify({ referrerHostnamesRestricted: ['example.com', entry] })
    expect(refusal(await update({ settings }))).toEqual({
      title: 'Invalid input: settings',
      text: `settings.referrerHostnamesRestricted entry 2, ${JSON.stringify(entry)}, is not a host name: it has ${has}. ${instead}`
    })
  })

  it('sends host names as they are', async () => {
    const run = await update({
      settings: 'referrerHostnamesRestricted: [docs.example.com, localhost]'
    })
    expect(run.succeeded).toBe(true)
    expect(service.requestsTo('update')[0]?.json).toMatchObject({
      referrerHostnamesRestricted: ['docs.example.com', 'localhost']
    })
  })
})

describe('a base URL with a path the action adds itself', () => {
  it.each([
    ['baseUrl', 'https://api.appetize.io/v1', '/v1', 'https://api.appetize.io', '/v2'],
    ['baseUrl', 'https://api.appetize.io/v2/', '/v2', 'https://api.appetize.io', '/v2'],
    ['baseUrl', 'https://proxy.example.com/api/v1', '/v1', 'https://proxy.example.com/api', '/v2'],
    [
      'privateInstanceUrl',
      'https://acme.appetize.io/api/v1',
      '/api/v1',
      'https://acme.appetize.io',
      '/api/v2'
    ],
    [
      'privateInstanceUrl',
      'https://acme.appetize.io/api',
      '/api',
      'https://acme.appetize.io',
      '/api/v2'
    ],
    [
      'privateInstanceUrl',
      'https://acme.appetize.io/v1',
      '/v1',
      'https://acme.appetize.io',
      '/api/v2'
    ]
  ])('refuses %s %s, showing the URL to use', async (input, value, doubled, instead, v2) => {
    const given: Record<string, string> =
      input === 'baseUrl' ? { baseUrl: value } : { baseUrl: '', privateInstanceUrl: value }
    expect(refusal(await update(given))).toEqual({
      title: `Invalid input: ${input}`,
      text: `${input} ends in ${doubled}, a path added to it anyway (requests go to {${input}}/v1/… and {${input}}${v2}/…): use ${instead}.`
    })
  })
})

describe('previousIpv4 that is not a list', () => {
  it.each([
    ['[1,', 'previousIpv4 starts with [ but is not valid JSON.'],
    ['["10.0.0.0/24", {}]', 'previousIpv4 entry 2 is an object, not a string "a.b.c.d/n".']
  ])('refuses %j, saying so in a sentence', async (previousIpv4, said) => {
    const error = refusal(
      await runInProcess({ baseUrl: service.url, ipBlocks: 'true', previousIpv4 })
    )
    expect(error.text.slice(0, said.length)).toBe(said)
    expect(error.text).toContain(`${said} Give a JSON array of IPv4 CIDRs`)
  })
})

describe('previousIpv4 entries with host bits set', () => {
  it('warns about each, as about the service list, and compares the canonical block', async () => {
    const run = await runInProcess({
      baseUrl: service.url,
      ipBlocks: 'true',
      previousIpv4: `63.135.170.1/24, ${service.ipv4.join(', ')}`
    })
    expect(run.succeeded).toBe(true)
    expect(run.host.printed).toContainEqual({
      kind: 'warning',
      title: 'IP block made canonical',
      text: 'IP block 1 of previousIpv4 (63.135.170.1/24) has host bits set; compared as 63.135.170.0/24.'
    })
    expect(JSON.parse(run.host.outputs.ipv4Removed ?? '')).toEqual(
      service.ipv4.includes('63.135.170.0/24') ? [] : ['63.135.170.0/24']
    )
  })

  it('warns in a dry run too, which sends nothing', async () => {
    const run = await runInProcess({
      baseUrl: service.url,
      ipBlocks: 'true',
      dryRun: 'true',
      previousIpv4: '10.0.0.7/24'
    })
    expect(run.succeeded).toBe(true)
    expect(service.requests).toEqual([])
    expect(run.host.printed).toContainEqual(
      expect.objectContaining({ kind: 'warning', title: 'IP block made canonical' })
    )
  })
})

describe('a publicKey given as the app address', () => {
  it.each([
    `https://appetize.io/app/${DEFAULT_PUBLIC_KEY}`,
    `https://appetize.io/app/${DEFAULT_PUBLIC_KEY}/`,
    `https://appetize.io/app/${DEFAULT_PUBLIC_KEY}?device=pixel7&osVersion=14.0`,
    `https://acme.appetize.io/embed/${DEFAULT_PUBLIC_KEY}`
  ])('refuses %s, naming the part that is the key', async publicKey => {
    const page = publicKey.includes('/embed/') ? 'embed' : 'app'
    expect(refusal(await update({ publicKey }))).toEqual({
      title: 'Invalid input: publicKey',
      text: `publicKey is an app's address, not the key itself: the key is the part after /${page}/. Use publicKey: ${DEFAULT_PUBLIC_KEY}.`
    })
  })
})

describe('a devices typo', () => {
  it('is matched against every device, and one of the other platform is named so', async () => {
    const run = await update({ devices: 'pixle8pro', platform: 'ios' })
    expect(run.succeeded).toBe(false)
    expect(service.requests.map(request => request.path)).toEqual(['/v2/service/devices'])
    expect(run.host.errors[0]?.text).toBe(
      '"pixle8pro" in devices is not a device the service offers. Did you mean "pixel8pro" — an Android device? The app\'s platform is ios. iOS devices: iphone15pro, iphone15promax, iphone14, iphonese3rdgen, ipadair4thgen.'
    )
  })

  it('of the same platform gets the plain suggestion', async () => {
    const run = await update({ devices: 'iphone15prp', platform: 'ios' })
    expect(run.host.errors[0]?.text).toMatch(
      /^"iphone15prp" in devices is not a device the service offers\. Did you mean "iphone15pro"\? iOS devices: /
    )
  })
})

describe('an OS version in devices', () => {
  it('is checked against the versions the service lists for the device', async () => {
    const run = await update({ devices: 'pixel7@14.0, pixel7@12.0', platform: 'android' })
    expect(service.requests.map(request => request.path)).toEqual(['/v2/service/devices'])
    expect(run.succeeded).toBe(false)
    expect(run.host.errors[0]).toEqual({
      kind: 'error',
      title: 'Invalid input: devices',
      text: '"pixel7@12.0" in devices asks for OS version 12.0, which the service does not offer on pixel7. Its versions: 13.0, 14.0.'
    })
  })

  it('is refused for a device the service lists no versions for', async () => {
    service.devices.splice(0, service.devices.length, {
      id: 'pixel7',
      name: 'Pixel 7',
      platform: 'android',
      osVersions: []
    })
    const run = await update({ devices: 'pixel7@14.0', platform: 'android' })
    expect(run.host.errors[0]?.text).toBe(
      '"pixel7@14.0" in devices asks for OS version 14.0, which the service does not offer on pixel7. The service lists none for pixel7: give it without "@14.0".'
    )
  })

  it('passes when the device runs it, and the update goes on', async () => {
    const run = await update({ devices: 'pixel7@13.0', platform: 'android' })
    expect(run.succeeded).toBe(true)
    expect(service.requests.map(request => request.path)).toEqual([
      '/v2/service/devices',
      `/v1/apps/${DEFAULT_PUBLIC_KEY}`
    ])
  })
})
