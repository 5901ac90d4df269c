/**
 * HTTPS_PROXY is honoured as @actions/http-client does it (a CONNECT tunnel), in the bundle as
 * shipped: the undici stand-in must not be in the way of proxied requests.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../fake-service/server.js'
import { runAction } from '../harness/runner.js'

/** A host name that resolves nowhere: only the proxy can reach it. */
const SERVICE_HOST = 'api.appetize.test'

let folder: string
let service: FakeService
let proxy: Server
const tunnels: string[] = []
/** Tunnelled sockets leave the server's bookkeeping: they are closed by hand. */
const sockets = new Set<{ destroy(): void }>()

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'proxy-test-'))
  // A self-signed certificate for the service's name, trusted by the action through
  // NODE_EXTRA_CA_CERTS.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
      '-subj',
      `/CN=${SERVICE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SERVICE_HOST}`
    ],
    { stdio: 'ignore' }
  )
  service = new FakeService({
    tls: {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8')
    }
  })
  await service.start()
  const servicePort = new URL(service.url).port
  // A forward proxy that tunnels every CONNECT to the fake service, and records the target.
  proxy = createServer((_request, response) => response.writeHead(405).end())
  proxy.on('connect', (request, client) => {
    tunnels.push(request.url ?? '')
    const upstream = connect(Number(servicePort), '127.0.0.1', () => {
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
  await service.stop()
  rmSync(folder, { recursive: true, force: true })
})

it('sends the update through HTTPS_PROXY', async () => {
  const proxyPort = (proxy.address() as AddressInfo).port
  const run = await runAction(
    {
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'via proxy',
      ipBlocks: 'true',
      baseUrl: `https://${SERVICE_HOST}`
    },
    {
      env: {
        HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`,
        NODE_EXTRA_CA_CERTS: join(folder, 'cert.pem')
      }
    }
  )
  expect(run.errors).toEqual([])
  expect(run.exitCode).toBe(0)
  expect(tunnels).toEqual([`${SERVICE_HOST}:443`, `${SERVICE_HOST}:443`])
  expect(service.requests.map(request => request.path)).toEqual([
    '/v2/service/ips',
    `/v1/apps/${DEFAULT_PUBLIC_KEY}`
  ])
  expect(run.outputs.versionCode).toBe('2')
}, 30000)

it('goes around the proxy for a host in NO_PROXY', async () => {
  const proxyPort = (proxy.address() as AddressInfo).port
  const tunnelsBefore = tunnels.length
  const run = await runAction(
    { ipBlocks: 'true', baseUrl: `https://${SERVICE_HOST}`, maxAttempts: '1', requestTimeout: '5' },
    {
      env: {
        HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`,
        NO_PROXY: `.appetize.test`,
        NODE_EXTRA_CA_CERTS: join(folder, 'cert.pem')
      }
    }
  )
  // Direct, the name resolves nowhere: the step fails without the proxy having seen it.
  expect(tunnels).toHaveLength(tunnelsBefore)
  expect(run.exitCode).toBe(1)
  expect(run.errors[0]?.message).toMatch(
    /IP block request (could not reach the service: .*api\.appetize\.test|timed out)/
  )
}, 30000)
