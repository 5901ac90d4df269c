/**
 * The GitHub client goes through HTTP(S)_PROXY. `@actions/github` decides on a proxy when it is
 * loaded, and `@actions/http-client` never proxies loopback addresses, so the fake GitHub is given
 * a name that resolves nowhere (`github.test`): only a proxy can reach it. The first case runs in
 * this process (plain http, `HTTP_PROXY`); the https cases run in a child process, which trusts
 * the fake's certificate through NODE_EXTRA_CA_CERTS and makes its own proxy decision.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ACTIONS_BOT_LOGIN, FakeGitHub, WORKFLOW_TOKEN } from '../fake-github/server.js'
import { REPO_ROOT } from '../harness/runner.js'
import { createGitHubApi } from '../src/github/github-api.js'

const HOST = 'github.test'
const REPO = { owner: 'acme', repo: 'mobile-app' }
let folder: string
let plain: FakeGitHub
let secure: FakeGitHub
let proxy: Server
/** CONNECT targets the proxy was asked for. */
const tunnels: string[] = []
const sockets = new Set<{ destroy(): void }>()

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'github-proxy-test-'))
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
      ...['-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST}`]
    ],
    { stdio: 'ignore' }
  )
  plain = new FakeGitHub({ pathPrefix: '/api/v3' })
  secure = new FakeGitHub({
    pathPrefix: '/api/v3',
    tls: {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8')
    }
  })
  await plain.start()
  await secure.start()
  // Tunnels port 80 to the plain fake and 443 to the https one, and records each target.
  proxy = createServer((_request, response) => response.writeHead(405).end())
  proxy.on('connect', (request, client) => {
    tunnels.push(request.url ?? '')
    const target = (request.url ?? '').endsWith(':443') ? secure : plain
    const upstream = connect(Number(new URL(target.url).port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client).pipe(upstream)
    })
    sockets.add(client).add(upstream)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise(resolve => proxy.close(resolve))
  await plain.stop()
  await secure.stop()
  rmSync(folder, { recursive: true, force: true })
})

function proxyUrl(): string {
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}

it('reaches the API through HTTP_PROXY, pages included', async () => {
  for (const name of ['http_proxy', 'https_proxy', 'no_proxy', 'NO_PROXY']) delete process.env[name]
  process.env.HTTP_PROXY = proxyUrl()
  process.env.GITHUB_API_URL = `http://${HOST}/api/v3`
  for (let i = 0; i < 150; i++) plain.addComment('acme/mobile-app', 7, 'someone', `c${i}`)
  const api = await createGitHubApi({ token: WORKFLOW_TOKEN })
  expect(await api.whoAmI()).toBe(ACTIONS_BOT_LOGIN)
  expect(await api.listIssueComments(REPO, 7)).toHaveLength(150)
  expect(plain.requests.map(request => request.route)).toEqual([
    'graphql',
    'listComments',
    'listComments'
  ])
  // The name resolves nowhere: every request came through a tunnel to it.
  expect(tunnels.length).toBeGreaterThan(0)
  expect(new Set(tunnels)).toEqual(new Set([`${HOST}:80`]))
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
      { cwd: REPO_ROOT, env: { ...clean, NODE_EXTRA_CA_CERTS: join(folder, 'cert.pem'), ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout.trim()))
    )
  })
}

it('reaches https GitHub through HTTPS_PROXY (a CONNECT tunnel to :443)', async () => {
  const before = tunnels.length
  const printed = await probe({ HTTPS_PROXY: proxyUrl(), GITHUB_API_URL: `https://${HOST}/api/v3` })
  expect(printed).toBe(`created ${ACTIONS_BOT_LOGIN}`)
  expect(tunnels.slice(before)).toEqual([`${HOST}:443`])
  expect(secure.commentsOn('acme/mobile-app', 9).map(comment => comment.body)).toEqual([
    'via proxy'
  ])
}, 30000)

it('goes around the proxy for a host in NO_PROXY', async () => {
  const before = tunnels.length
  const printed = await probe({
    HTTPS_PROXY: proxyUrl(),
    NO_PROXY: HOST,
    GITHUB_API_URL: `https://${HOST}/api/v3`
  })
  // Direct, the name resolves nowhere.
  expect(printed).toMatch(/^GitHubApiError (unreachable|timed-out)$/)
  expect(tunnels).toHaveLength(before)
}, 30000)
