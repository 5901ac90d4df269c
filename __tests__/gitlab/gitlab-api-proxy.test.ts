/**
 * The GitLab client over https with a private CA (NODE_EXTRA_CA_CERTS), directly and through
 * HTTPS_PROXY. Node reads NODE_EXTRA_CA_CERTS at start-up, so each case runs the client in a
 * child process. `@actions/http-client` never proxies loopback addresses: the fake is given a
 * name that resolves nowhere (`gitlab.test`), which only the proxy can reach.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { BOT_USERNAME, FakeGitLab, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import { startForwardProxy, type ForwardProxy } from '../../test-support/harness/forward-proxy.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import {
  makeCertificate,
  type TestCertificate
} from '../../test-support/harness/test-certificate.js'

const HOST = 'gitlab.test'
let certificate: TestCertificate
let gitlab: FakeGitLab
let proxy: ForwardProxy

beforeAll(async () => {
  certificate = makeCertificate([HOST, 'localhost'])
  gitlab = new FakeGitLab({ pathPrefix: '/gitlab', tls: certificate.tls })
  await gitlab.start()
  proxy = await startForwardProxy(() => Number(new URL(gitlab.url).port))
})

afterAll(async () => {
  await proxy.stop()
  await gitlab.stop()
  certificate.cleanup()
})

/** Connects the port in a fresh process with `env`, writes a note; resolves with what it printed. */
function probe(apiUrl: string, env: Record<string, string>): Promise<string> {
  const script = `
    const { gitLabReviewPort } = await import(${JSON.stringify(join(REPO_ROOT, 'src/gitlab/review-port.ts'))})
    const { Redactor } = await import(${JSON.stringify(join(REPO_ROOT, 'src/shared/redaction.ts'))})
    const { gitLabProject } = await import(${JSON.stringify(join(REPO_ROOT, 'src/gitlab/gitlab-notes.ts'))})
    const port = gitLabReviewPort({ apiUrl: ${JSON.stringify(apiUrl)}, project: 'acme/mobile-app', mergeRequestIid: 7, mode: 'deploy', runUrl: '' })
    const api = await port.connect({
      reviewToken: ${JSON.stringify(PROJECT_TOKEN)}, requestTimeoutMs: 5000, onWarning: () => {},
      redactor: new Redactor(), maxAttempts: 1, deadlineMs: 10000, log: () => {},
      sleep: () => Promise.resolve(), now: () => Date.now()
    })
    try {
      const note = await api.records(gitLabProject(1001, 'acme/mobile-app'), 7).create('over https')
      console.log('created ' + note.author)
    } catch (error) {
      console.log(error.name + ' ' + error.kind)
    }`
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(https?_proxy|no_proxy)$/i.test(name))
  )
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: REPO_ROOT, env: { ...clean, ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout.trim()))
    )
  })
}

it('trusts a private CA through NODE_EXTRA_CA_CERTS, and only then', async () => {
  const url = `https://localhost:${new URL(gitlab.url).port}/gitlab/api/v4`
  expect(await probe(url, { NODE_EXTRA_CA_CERTS: certificate.certFile })).toBe(
    `created ${BOT_USERNAME}`
  )
  expect(await probe(url, {})).toBe('ReviewPlatformError unreachable')
}, 30000)

it('reaches https GitLab through HTTPS_PROXY (a CONNECT tunnel to :443)', async () => {
  const before = proxy.tunnels.length
  const printed = await probe(`https://${HOST}/gitlab/api/v4`, {
    HTTPS_PROXY: proxy.url,
    NODE_EXTRA_CA_CERTS: certificate.certFile
  })
  expect(printed).toBe(`created ${BOT_USERNAME}`)
  expect(proxy.tunnels.slice(before)).toEqual([`${HOST}:443`])
}, 30000)
