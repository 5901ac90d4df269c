/**
 * End to end on the bundle: the bounds of what the action writes (docs/firewall.md, "Bounds").
 * A list out of bounds sets no output and writes no file; a private instance may list private
 * ranges, whole (blocks up to /8, with a notice), the public service may not (blocks up to /16);
 * and what is written is read back as the next run's previousIpv4. The public service is reached
 * as users reach it, at the default baseUrl: through HTTPS_PROXY, whose tunnels lead to the fake
 * service, trusted through NODE_EXTRA_CA_CERTS.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FakeService } from '../../test-support/fake-service/server.js'
import { startForwardProxy, type ForwardProxy } from '../../test-support/harness/forward-proxy.js'
import { runAction } from '../../test-support/harness/runner.js'
import {
  makeCertificate,
  type TestCertificate
} from '../../test-support/harness/test-certificate.js'

/** 256 adjacent /8 blocks: each within a private instance's bounds, together 0.0.0.0/0. */
const EVERY_SLASH_8 = Array.from({ length: 256 }, (_, index) => `${index}.0.0.0/8`)

let certificate: TestCertificate
let service: FakeService
let publicService: FakeService
let proxy: ForwardProxy
let runnerTemp: string

beforeAll(async () => {
  certificate = makeCertificate(['api.appetize.io'])
  service = new FakeService()
  publicService = new FakeService({ tls: certificate.tls })
  await Promise.all([service.start(), publicService.start()])
  // Every tunnel leads to the fake public service: nothing leaves the machine.
  proxy = await startForwardProxy(() => Number(new URL(publicService.url).port))
})
afterAll(async () => {
  await proxy.stop()
  await Promise.all([service.stop(), publicService.stop()])
  certificate.cleanup()
})
beforeEach(async () => {
  if (runnerTemp) await rm(runnerTemp, { recursive: true, force: true })
  runnerTemp = await mkdtemp(join(tmpdir(), 'runner-temp-'))
})

/** The IP blocks from the fake service on loopback: another baseUrl, so a private instance. */
const privateRun = (given: Record<string, string> = {}) =>
  runAction(
    { ipBlocks: 'true', baseUrl: service.url, ipv4Formats: 'nginx, iptables, cidr', ...given },
    { env: { RUNNER_TEMP: runnerTemp } }
  )

/** The IP blocks from the public service: the default baseUrl, through the proxy. */
const publicRun = (given: Record<string, string> = {}) =>
  runAction(
    { ipBlocks: 'true', ipv4Formats: 'nginx, iptables, cidr', ...given },
    {
      env: {
        RUNNER_TEMP: runnerTemp,
        HTTPS_PROXY: proxy.url,
        https_proxy: proxy.url,
        NO_PROXY: '',
        no_proxy: '',
        NODE_EXTRA_CA_CERTS: certificate.certFile
      }
    }
  )

const folder = () => join(runnerTemp, 'appetize-ipv4')

it('refuses 256 adjacent /8s, merged 0.0.0.0/0: no output, no file', async () => {
  service.ipv4 = EVERY_SLASH_8
  const run = await privateRun({ previousIpv4: '63.135.170.0/24' })
  expect(run.exitCode).toBe(1)
  expect(run.outputs).toEqual({})
  expect(existsSync(folder())).toBe(false)
  expect(run.errors).toEqual([{ title: 'Guard rail', message: expect.any(String) }])
  const message = run.errors[0]?.message ?? ''
  expect(message).toMatch(
    /^The service's IP blocks are out of bounds, so nothing was published and no file was written: merged, 0\.0\.0\.0\/0 is broader than \/8; it covers 4,294,967,296 addresses, more than 33,554,432 in all; 0\.0\.0\.0\/0 contains 0\.0\.0\.0\/8 /
  )
  expect(message).toMatch(/127\.0\.0\.0\/8 \(loopback, RFC 1122\)/)
  expect(message).toMatch(
    /Allowed: merged blocks of \/8 or narrower, at most 33,554,432 addresses in all, none in /
  )
  expect(run.stdout).not.toMatch(/allow 0\.0\.0\.0\/0|-s 0\.0\.0\.0\/0/)
})

describe('private and other non-public ranges', () => {
  const LISTED = ['63.135.170.0/24', '10.20.0.0/16', '192.168.1.0/24', '100.64.7.0/24']

  it('refuses them from the public service, naming each, before any output or file', async () => {
    publicService.ipv4 = [
      '63.135.170.0/24',
      '10.0.0.0/8',
      '127.0.0.0/8',
      '169.254.0.0/16',
      '192.168.0.0/16'
    ]
    const tunnels = proxy.tunnels.length
    const run = await publicRun()
    expect(proxy.tunnels.slice(tunnels)).toEqual(['api.appetize.io:443'])
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(existsSync(folder())).toBe(false)
    expect(run.errors).toEqual([
      {
        title: 'Guard rail',
        message:
          "The service's IP blocks are out of bounds, so nothing was published and no file was written: " +
          'merged, 10.0.0.0/8 and 127.0.0.0/8 are broader than /16; it covers 33,685,760 addresses, more than 1,048,576 in all; ' +
          '10.0.0.0/8 is in 10.0.0.0/8 (private use, RFC 1918), 127.0.0.0/8 is in 127.0.0.0/8 (loopback, RFC 1122), ' +
          '169.254.0.0/16 is in 169.254.0.0/16 (link-local, RFC 3927) and 192.168.0.0/16 is in 192.168.0.0/16 (private use, RFC 1918). ' +
          'Allowed: merged blocks of /16 or narrower, at most 1,048,576 addresses in all, only globally reachable (no private, shared, loopback, link-local, documentation, benchmarking, multicast or reserved range).'
      }
    ])

    publicService.ipv4 = LISTED
    const narrower = await publicRun()
    expect(narrower.exitCode).toBe(1)
    expect(narrower.outputs).toEqual({})
    expect(narrower.errors[0]?.message).toMatch(
      /merged, 10\.20\.0\.0\/16 is in 10\.0\.0\.0\/8 \(private use, RFC 1918\), 100\.64\.7\.0\/24 is in 100\.64\.0\.0\/10 \(shared address space, RFC 6598\) and 192\.168\.1\.0\/24 is in 192\.168\.0\.0\/16/
    )
  })

  it('publishes them from a private instance, with a notice', async () => {
    service.ipv4 = LISTED
    const run = await privateRun()
    expect(run.errors).toEqual([])
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.outputs.ipv4Aggregated ?? '')).toEqual([
      '10.20.0.0/16',
      '63.135.170.0/24',
      '100.64.7.0/24',
      '192.168.1.0/24'
    ])
    expect(run.stdout).toMatch(
      /^::notice title=IP blocks not globally reachable::10\.20\.0\.0\/16 is in 10\.0\.0\.0\/8 \(private use, RFC 1918\), .*Allowed, as they come from a private instance \(privateInstanceUrl, or another baseUrl\)/m
    )
    expect(readFileSync(join(folder(), 'nginx.conf'), 'utf8')).toContain('allow 10.20.0.0/16;')
  })

  it('publishes the private and shared ranges whole from a private instance, and reads them back', async () => {
    service.ipv4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10']
    const run = await privateRun()
    expect(run.errors).toEqual([])
    expect(run.exitCode).toBe(0)
    const aggregated = ['10.0.0.0/8', '100.64.0.0/10', '172.16.0.0/12', '192.168.0.0/16']
    expect(JSON.parse(run.outputs.ipv4Aggregated ?? '')).toEqual(aggregated)
    expect(run.stdout).toMatch(
      /^::notice title=IP blocks not globally reachable::10\.0\.0\.0\/8 is in 10\.0\.0\.0\/8 \(private use, RFC 1918\), 100\.64\.0\.0\/10 is in 100\.64\.0\.0\/10 \(shared address space, RFC 6598\), 172\.16\.0\.0\/12 is in 172\.16\.0\.0\/12 \(private use, RFC 1918\) and 192\.168\.0\.0\/16 is in 192\.168\.0\.0\/16 \(private use, RFC 1918\)\. Allowed, as they come from a private instance/m
    )
    const nginx = readFileSync(join(folder(), 'nginx.conf'), 'utf8')
    for (const block of aggregated) expect(nginx).toContain(`allow ${block};`)
    const iptables = readFileSync(join(folder(), 'iptables.rules'), 'utf8')
    expect(iptables).toContain('-s 10.0.0.0/8 -j ACCEPT')
    const cidrFile = readFileSync(join(folder(), 'cidr.txt'), 'utf8')
    expect(cidrFile).toBe(`${aggregated.join('\n')}\n`)

    const again = await privateRun({ previousIpv4: cidrFile })
    expect(again.errors).toEqual([])
    expect(again.outputs.ipv4Changed).toBe('false')
  })

  it('refuses loopback and link-local from a private instance too', async () => {
    service.ipv4 = ['63.135.170.0/24', '127.0.0.1/32', '169.254.169.254/32']
    const run = await privateRun()
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(existsSync(folder())).toBe(false)
    expect(run.errors[0]?.message).toMatch(
      /merged, 127\.0\.0\.1\/32 is in 127\.0\.0\.0\/8 \(loopback, RFC 1122\) and 169\.254\.169\.254\/32 is in 169\.254\.0\.0\/16 \(link-local, RFC 3927\)\. Allowed: .*none in a "this network", loopback, link-local, multicast or reserved range\.$/
    )
  })
})

describe('what is written is read back', () => {
  it('refuses two adjacent /8s, which merge into a /7, and a /7 given as previousIpv4', async () => {
    service.ipv4 = ['20.0.0.0/8', '21.0.0.0/8']
    const written = await privateRun()
    expect(written.exitCode).toBe(1)
    expect(written.outputs).toEqual({})
    expect(existsSync(folder())).toBe(false)
    expect(written.errors[0]?.message).toMatch(/merged, 20\.0\.0\.0\/7 is broader than \/8\. /)

    const requests = service.requests.length
    const readBack = await privateRun({ previousIpv4: '20.0.0.0/8\n21.0.0.0/8\n' })
    expect(readBack.exitCode).toBe(1)
    expect(readBack.errors).toEqual([
      {
        title: 'Invalid input: previousIpv4',
        message: expect.stringMatching(
          /^previousIpv4 is out of bounds: merged, 20\.0\.0\.0\/7 is broader than \/8\. Allowed: merged blocks of \/8 or narrower/
        )
      }
    ])
    // An input error comes before any request.
    expect(service.requests).toHaveLength(requests)
  })

  it('reads back the list it wrote, merged up to /16, as the next previousIpv4', async () => {
    // 256 adjacent /24 blocks merge into one /16: the broadest the public service may list.
    publicService.ipv4 = Array.from({ length: 256 }, (_, index) => `63.136.${index}.0/24`)
    const first = await publicRun()
    expect(first.errors).toEqual([])
    expect(first.outputs.ipv4Aggregated).toBe('["63.136.0.0/16"]')
    const cidrFile = readFileSync(join(folder(), 'cidr.txt'), 'utf8')
    expect(cidrFile).toBe('63.136.0.0/16\n')
    expect(readdirSync(folder()).sort()).toEqual(['cidr.txt', 'iptables.rules', 'nginx.conf'])

    const second = await publicRun({ previousIpv4: cidrFile })
    expect(second.errors).toEqual([])
    expect(second.exitCode).toBe(0)
    expect(second.outputs.ipv4Changed).toBe('false')
    const third = await publicRun({ previousIpv4: first.outputs.ipv4 ?? '' })
    expect(third.outputs.ipv4Changed).toBe('false')
  })
})
