/**
 * HTTPS_PROXY is honoured as @actions/http-client does it (a CONNECT tunnel), in the bundle as
 * shipped. The proxy's password (and `user:password` whole) is hidden like the token, by the
 * action and by the packed command-line tool; the user name beside it is not a secret.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { packAndInstall, runCli } from '../../test-support/harness/installed-tool.js'
import { startForwardProxy, type ForwardProxy } from '../../test-support/harness/forward-proxy.js'
import { leaksSecret } from '../../test-support/harness/hostile-text.js'
import { runAction } from '../../test-support/harness/runner.js'
import {
  makeCertificate,
  type TestCertificate
} from '../../test-support/harness/test-certificate.js'

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

describe("the proxy's password", () => {
  const user = 'deploy-bot'
  const password = 'pr0xy-p@ss:w0rd!'
  /** The variable as a person writes it: the password's `@` and `:` percent-encoded. */
  const proxyWithCredentials = (): string =>
    proxy.url.replace('//', `//${user}:${encodeURIComponent(password)}@`)
  /**
   * Every text a person could read the credentials from, in any form the token is hidden in.
   * The user name beside the password is no secret: masking it would confirm a guess of it.
   */
  const leaks = (text: string): string[] =>
    [`${user}:${password}`, password, encodeURIComponent(password)].filter(secret =>
      leaksSecret(text, secret)
    )
  const basic = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

  it("never reach the action's log, even in Node's network trace", async () => {
    const before = proxy.authorizations.length
    const run = await runAction(
      {
        apiToken: service.apiToken,
        publicKey: DEFAULT_PUBLIC_KEY,
        note: 'via proxy',
        baseUrl: `https://${SERVICE_HOST}`
      },
      {
        env: {
          HTTPS_PROXY: proxyWithCredentials(),
          NODE_EXTRA_CA_CERTS: certificate.certFile,
          NODE_DEBUG: 'net,http,tls,tunnel',
          RUNNER_DEBUG: '1'
        }
      }
    )
    expect(run.exitCode).toBe(0)
    // The proxy was asked with the credentials, and Node's trace was printed, as debug lines.
    expect(proxy.authorizations.slice(before)).toEqual([basic])
    expect(run.stdout).toMatch(/^::debug::NET \d+:/m)
    const log = `${run.stdout}\n${run.stderr}`
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n')
    expect(leaks(log)).toEqual([])
    expect(leaks(run.summary)).toEqual([])
    // The runner is told to mask them too, as it masks the token.
    const masks = run.stdout.split('\n').filter(line => line.startsWith('::add-mask::'))
    expect(masks).toEqual(
      expect.arrayContaining([`::add-mask::${user}:${password}`, `::add-mask::${password}`])
    )
  }, 30000)

  it("never reach the command-line tool's stderr or stdout, even in Node's network trace", async () => {
    const installed = await packAndInstall()
    const before = proxy.authorizations.length
    const run = await runCli(
      installed.bin,
      process.execPath,
      [
        'update',
        DEFAULT_PUBLIC_KEY,
        '--note',
        'via proxy',
        '--base-url',
        `https://${SERVICE_HOST}`
      ],
      {
        APPETIZE_API_TOKEN: service.apiToken,
        HTTPS_PROXY: proxyWithCredentials(),
        NODE_EXTRA_CA_CERTS: certificate.certFile,
        NODE_DEBUG: 'net,http,tls,tunnel',
        APPETIZE_VERBOSE: 'true'
      }
    )
    expect(run.exitCode).toBe(0)
    expect(proxy.authorizations.slice(before)).toEqual([basic])
    expect(run.stderr).toMatch(/^NET \d+:/m)
    expect(leaks(`${run.stdout}\n${run.stderr}`)).toEqual([])
  }, 600000)
})
