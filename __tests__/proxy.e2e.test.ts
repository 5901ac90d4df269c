/**
 * HTTPS_PROXY is honoured as @actions/http-client does it (a CONNECT tunnel), in the bundle as
 * shipped: the undici stand-in must not be in the way of proxied requests.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../fake-service/server.js'
import { startForwardProxy, type ForwardProxy } from '../harness/forward-proxy.js'
import { runAction } from '../harness/runner.js'
import { makeCertificate, type TestCertificate } from '../harness/test-certificate.js'

/** A host name that resolves nowhere: only the proxy can reach it. */
const SERVICE_HOST = 'api.appetize.test'

let certificate: TestCertificate
let service: FakeService
let proxy: ForwardProxy

beforeAll(async () => {
  // The service's name, trusted by the action through NODE_EXTRA_CA_CERTS.
  certificate = makeCertificate([SERVICE_HOST])
  service = new FakeService({ tls: certificate.tls })
  await service.start()
  // Every CONNECT goes to the fake service.
  proxy = await startForwardProxy(() => Number(new URL(service.url).port))
})

afterAll(async () => {
  await proxy.stop()
  await service.stop()
  certificate.cleanup()
})

it('sends the update through HTTPS_PROXY', async () => {
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
        HTTPS_PROXY: proxy.url,
        NODE_EXTRA_CA_CERTS: certificate.certFile
      }
    }
  )
  expect(run.errors).toEqual([])
  expect(run.exitCode).toBe(0)
  expect(proxy.tunnels).toEqual([`${SERVICE_HOST}:443`, `${SERVICE_HOST}:443`])
  expect(service.requests.map(request => request.path)).toEqual([
    '/v2/service/ips',
    `/v1/apps/${DEFAULT_PUBLIC_KEY}`
  ])
  expect(run.outputs.versionCode).toBe('2')
}, 30000)

it('goes around the proxy for a host in NO_PROXY', async () => {
  const tunnelsBefore = proxy.tunnels.length
  const run = await runAction(
    { ipBlocks: 'true', baseUrl: `https://${SERVICE_HOST}`, maxAttempts: '1', requestTimeout: '5' },
    {
      env: {
        HTTPS_PROXY: proxy.url,
        NO_PROXY: `.appetize.test`,
        NODE_EXTRA_CA_CERTS: certificate.certFile
      }
    }
  )
  // Direct, the name resolves nowhere: the step fails without the proxy having seen it.
  expect(proxy.tunnels).toHaveLength(tunnelsBefore)
  expect(run.exitCode).toBe(1)
  expect(run.errors[0]?.message).toMatch(
    /IP block request (could not reach the service: .*api\.appetize\.test|timed out)/
  )
}, 30000)
