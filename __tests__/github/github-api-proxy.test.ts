/**
 * The GitHub client goes through HTTP(S)_PROXY. `@actions/github` decides on a proxy when it is
 * loaded, and `@actions/http-client` never proxies loopback addresses, so the fake GitHub is given
 * a name that resolves nowhere (`github.test`): only a proxy can reach it. The first case runs in
 * this process (plain http, `HTTP_PROXY`); the https cases run in a child process, which trusts
 * the fake's certificate through NODE_EXTRA_CA_CERTS and makes its own proxy decision.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import {
  ACTIONS_BOT_LOGIN,
  FakeGitHub,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { startForwardProxy, type ForwardProxy } from '../../test-support/harness/forward-proxy.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import {
  makeCertificate,
  type TestCertificate
} from '../../test-support/harness/test-certificate.js'
import { createGitHubApi } from '../../src/github/github-api.js'
import { gitHubRepository } from '../../src/github/octokit.js'

const HOST = 'github.test'
const REPO = gitHubRepository('acme', 'mobile-app', 1)
let certificate: TestCertificate
let plain: FakeGitHub
let secure: FakeGitHub
let proxy: ForwardProxy

beforeAll(async () => {
  certificate = makeCertificate([HOST])
  plain = new FakeGitHub({ pathPrefix: '/api/v3' })
  secure = new FakeGitHub({ pathPrefix: '/api/v3', tls: certificate.tls })
  await plain.start()
  await secure.start()
  // Tunnels port 443 to the https fake and any other to the plain one.
  proxy = await startForwardProxy((_host, port) =>
    Number(new URL((port === 443 ? secure : plain).url).port)
  )
})

afterAll(async () => {
  await proxy.stop()
  await plain.stop()
  await secure.stop()
  certificate.cleanup()
})

it('reaches the API through HTTP_PROXY, pages included', async () => {
  for (const name of ['http_proxy', 'https_proxy', 'no_proxy', 'NO_PROXY']) delete process.env[name]
  process.env.HTTP_PROXY = proxy.url
  process.env.GITHUB_API_URL = `http://${HOST}/api/v3`
  for (let i = 0; i < 150; i++) plain.addComment('acme/mobile-app', 7, 'someone', `c${i}`)
  const api = await createGitHubApi({ token: WORKFLOW_TOKEN })
  expect(await api.identify()).toBe(ACTIONS_BOT_LOGIN)
  expect(await api.listComments(REPO, 7)).toHaveLength(150)
  expect(plain.requests.map(request => request.route)).toEqual([
    'graphql',
    'listComments',
    'listComments'
  ])
  // The name resolves nowhere: every request came through a tunnel to it.
  expect(proxy.tunnels.length).toBeGreaterThan(0)
  expect(new Set(proxy.tunnels)).toEqual(new Set([`${HOST}:80`]))
})

/** Runs the wrapper in a fresh process with `env`; resolves with what it printed. */
function probe(env: Record<string, string>): Promise<string> {
  const script = `
    const { createGitHubApi } = await import(${JSON.stringify(join(REPO_ROOT, 'src/github/github-api.ts'))})
    const api = await createGitHubApi({ token: ${JSON.stringify(WORKFLOW_TOKEN)}, requestTimeoutMs: 5000 })
    try {
      const comment = await api.createComment({ owner: 'acme', repo: 'mobile-app' }, 9, 'via proxy')
      console.log('created ' + comment.login)
    } catch (error) {
      console.log(error.name + ' ' + error.kind)
    }`
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(https?_proxy|no_proxy|github_)/i.test(name))
  )
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: REPO_ROOT, env: { ...clean, NODE_EXTRA_CA_CERTS: certificate.certFile, ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout.trim()))
    )
  })
}

it('reaches https GitHub through HTTPS_PROXY (a CONNECT tunnel to :443)', async () => {
  const before = proxy.tunnels.length
  const printed = await probe({ HTTPS_PROXY: proxy.url, GITHUB_API_URL: `https://${HOST}/api/v3` })
  expect(printed).toBe(`created ${ACTIONS_BOT_LOGIN}`)
  expect(proxy.tunnels.slice(before)).toEqual([`${HOST}:443`])
  expect(secure.commentsOn('acme/mobile-app', 9).map(comment => comment.body)).toEqual([
    'via proxy'
  ])
}, 30000)

it('goes around the proxy for a host in NO_PROXY', async () => {
  const before = proxy.tunnels.length
  const printed = await probe({
    HTTPS_PROXY: proxy.url,
    NO_PROXY: HOST,
    GITHUB_API_URL: `https://${HOST}/api/v3`
  })
  // Direct, the name resolves nowhere.
  expect(printed).toMatch(/^ReviewPlatformError (unreachable|timed-out)$/)
  expect(proxy.tunnels).toHaveLength(before)
}, 30000)
