import { describe, expect, it } from '@jest/globals'
import { appPageUrl } from '../../src/features/step-outputs.js'
import { checkBaseUrl } from '../../src/shared/base-url.js'
import { isPublicService, resolveEndpoints } from '../../src/service/endpoints.js'

describe('resolveEndpoints', () => {
  it('puts v1 and v2 under the public API host by default', () => {
    expect(resolveEndpoints('https://api.appetize.io', '')).toEqual({
      v1: 'https://api.appetize.io/v1',
      v2: 'https://api.appetize.io/v2',
      appPageBase: 'https://appetize.io'
    })
    expect(resolveEndpoints('', '').v1).toBe('https://api.appetize.io/v1')
  })

  it('puts v2 under /api/v2 on a private instance', () => {
    expect(resolveEndpoints('https://api.appetize.io', 'https://acme.appetize.io/')).toEqual({
      v1: 'https://acme.appetize.io/v1',
      v2: 'https://acme.appetize.io/api/v2',
      appPageBase: 'https://acme.appetize.io'
    })
  })

  it('has no app page for another baseUrl, and ignores a trailing slash', () => {
    expect(resolveEndpoints('http://127.0.0.1:8080/', '')).toEqual({
      v1: 'http://127.0.0.1:8080/v1',
      v2: 'http://127.0.0.1:8080/v2',
      appPageBase: undefined
    })
  })

  it('refuses a private instance together with a non-default baseUrl', () => {
    expect(() => resolveEndpoints('https://other.example.com', 'https://acme.appetize.io')).toThrow(
      /privateInstanceUrl \(https:\/\/acme\.appetize\.io\) and baseUrl \(https:\/\/other\.example\.com\) were both given/
    )
  })

  it.each([
    ['http://api.example.com', /baseUrl must use https \(plain http is allowed only for localhost/],
    ['ftp://api.example.com', /baseUrl must use https/],
    ['https://user:pw@api.example.com', /must not contain a user name or password/],
    ['https://api.example.com/?x=1', /must not have a query or fragment/],
    ['https://api.example.com/#top', /must not have a query or fragment/],
    ['api.example.com', /baseUrl is not a URL/]
  ])('refuses baseUrl %s', (baseUrl, message) => {
    expect(() => resolveEndpoints(baseUrl, '')).toThrow(message)
  })

  it.each(['http://localhost:1', 'http://127.0.0.2:1', 'http://[::1]:1'])(
    'allows plain http on loopback: %s',
    baseUrl => {
      expect(resolveEndpoints(baseUrl, '').v1).toBe(`${baseUrl}/v1`)
    }
  )

  it('refuses a password in privateInstanceUrl without echoing it', () => {
    expect(() => resolveEndpoints('', 'https://me:hunter2@acme.appetize.io')).toThrow(
      /privateInstanceUrl must not contain a user name or password/
    )
    expect(() => resolveEndpoints('', 'https://me:hunter2@acme.appetize.io')).not.toThrow(/hunter2/)
  })
})

describe('isPublicService', () => {
  it.each([
    ['', '', true],
    ['https://api.appetize.io', '', true],
    ['https://api.appetize.io/', '', true],
    ['HTTPS://API.APPETIZE.IO', '', true],
    ['not a url', '', true],
    ['', 'https://acme.appetize.io', false],
    ['https://api.example.com', '', false],
    ['http://127.0.0.1:8787', '', false],
    ['https://api.appetize.io/other', '', false]
  ])('baseUrl %j, privateInstanceUrl %j: %s', (baseUrl, privateInstanceUrl, expected) => {
    expect(isPublicService(baseUrl, privateInstanceUrl)).toBe(expected)
  })
})

describe('appPageUrl', () => {
  const publicService = resolveEndpoints('', '')
  const instance = resolveEndpoints('', 'https://acme.appetize.io')
  const otherHost = resolveEndpoints('https://appetize-proxy.example', '')

  it("takes the service's appURL on the app pages' origin", () => {
    // Not the page the action would build: the service's own link is the one published.
    expect(appPageUrl(publicService, 'abc', 'https://appetize.io/embed/abc')).toBe(
      'https://appetize.io/embed/abc'
    )
    expect(appPageUrl(instance, 'abc', 'https://acme.appetize.io/app/abc')).toBe(
      'https://acme.appetize.io/app/abc'
    )
  })

  it('publishes no link an answer points at another origin: the page is built instead', () => {
    expect(appPageUrl(publicService, 'abc', 'https://attacker.example/app/abc')).toBe(
      'https://appetize.io/app/abc'
    )
    expect(appPageUrl(instance, 'abc', 'https://appetize.io/app/abc')).toBe(
      'https://acme.appetize.io/app/abc'
    )
    expect(appPageUrl(publicService, 'a/b', undefined)).toBe('https://appetize.io/app/a%2Fb')
  })

  it("takes the service's appURL for another API host, whose pages it cannot know", () => {
    expect(appPageUrl(otherHost, 'abc', 'https://pages.example/app/abc')).toBe(
      'https://pages.example/app/abc'
    )
    expect(appPageUrl(otherHost, 'abc', undefined)).toBe('')
  })
})

describe('checkBaseUrl (service inputs, GITHUB_SERVER_URL, GITHUB_API_URL)', () => {
  it('keeps a GitHub Enterprise Server API path, without its trailing slash', () => {
    expect(checkBaseUrl('https://ghe.example.com/api/v3/')).toEqual({
      base: 'https://ghe.example.com/api/v3'
    })
    expect(checkBaseUrl('http://127.0.0.1:8080')).toEqual({ base: 'http://127.0.0.1:8080' })
  })

  it.each([
    ['not a url', 'not a URL'],
    ['http://evil.example/x', 'scheme'],
    ['https://user:pass@github.com', 'credentials'],
    ['https://github.com/x?', 'query or fragment'],
    ['https://github.com/#top', 'query or fragment']
  ])('names the problem of %s', (value, problem) => {
    expect(checkBaseUrl(value)).toMatchObject({ problem })
  })
})
