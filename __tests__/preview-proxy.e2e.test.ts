/**
 * A preview through HTTPS_PROXY, on the bundle as shipped: the service's requests (through
 * `@actions/http-client` and the undici stand-in) and GitHub's (through `@actions/github`'s own
 * proxy agent) both go through CONNECT tunnels. Both hosts have names that resolve nowhere, so
 * only the proxy can reach them.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FakeGitHub, WORKFLOW_TOKEN } from '../fake-github/server.js'
import { FakeService } from '../fake-service/server.js'
import { pullRequestEvent } from '../harness/pull-request-event.js'
import { runAction } from '../harness/runner.js'

const SERVICE_HOST = 'api.appetize.test'
const GITHUB_HOST = 'github.test'

let folder: string
let service: FakeService
let github: FakeGitHub
let proxy: Server
const tunnels: string[] = []
const sockets = new Set<{ destroy(): void }>()

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'preview-proxy-test-'))
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
      ...['-subj', `/CN=${SERVICE_HOST}`],
      ...['-addext', `subjectAltName=DNS:${SERVICE_HOST},DNS:${GITHUB_HOST}`]
    ],
    { stdio: 'ignore' }
  )
  const tls = {
    key: readFileSync(join(folder, 'key.pem'), 'utf8'),
    cert: readFileSync(join(folder, 'cert.pem'), 'utf8')
  }
  service = new FakeService({ tls, apps: {} })
  github = new FakeGitHub({ tls, pathPrefix: '/api/v3' })
  await Promise.all([service.start(), github.start()])
  proxy = createServer((_request, response) => response.writeHead(405).end())
  proxy.on('connect', (request, client) => {
    const target = request.url ?? ''
    tunnels.push(target)
    const port = new URL(target.startsWith(GITHUB_HOST) ? github.url : service.url).port
    const upstream = connect(Number(port), '127.0.0.1', () => {
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
  await Promise.all([service.stop(), github.stop()])
  rmSync(folder, { recursive: true, force: true })
})

it('creates the preview and its comment through HTTPS_PROXY', async () => {
  const event = await pullRequestEvent({ apiUrl: `https://${GITHUB_HOST}/api/v3` })
  try {
    const run = await runAction(
      {
        preview: 'true',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl: `https://${SERVICE_HOST}`,
        url: 'https://builds.example.com/app-debug.apk',
        platform: 'android'
      },
      {
        env: {
          ...event.env,
          HTTPS_PROXY: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
          NODE_EXTRA_CA_CERTS: join(folder, 'cert.pem')
        }
      }
    )
    expect(run.errors).toEqual([])
    expect(run.outputs.previewAction).toBe('created')
    expect(new Set(tunnels)).toEqual(new Set([`${SERVICE_HOST}:443`, `${GITHUB_HOST}:443`]))
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(github.commentsOn('acme/mobile-app', 12)).toHaveLength(1)
  } finally {
    await event.cleanup()
  }
}, 30000)
