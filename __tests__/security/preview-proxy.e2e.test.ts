/**
 * A preview through HTTPS_PROXY, on the bundle as shipped: the service's requests (through
 * `@actions/http-client`) and GitHub's (through `@actions/github`'s own proxy agent) both go
 * through CONNECT tunnels. Both hosts have names that resolve nowhere, so only the proxy can reach
 * them.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { FakeGitHub, WORKFLOW_TOKEN } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { startForwardProxy, type ForwardProxy } from '../../test-support/harness/forward-proxy.js'
import { pullRequestEvent, pushEvent } from '../../test-support/harness/pull-request-event.js'
import { runAction } from '../../test-support/harness/runner.js'
import {
  makeCertificate,
  type TestCertificate
} from '../../test-support/harness/test-certificate.js'

const SERVICE_HOST = 'api.appetize.test'
const GITHUB_HOST = 'github.test'

let certificate: TestCertificate
let service: FakeService
let github: FakeGitHub
let proxy: ForwardProxy

beforeAll(async () => {
  certificate = makeCertificate([SERVICE_HOST, GITHUB_HOST])
  service = new FakeService({ tls: certificate.tls, apps: {} })
  github = new FakeGitHub({ tls: certificate.tls, pathPrefix: '/api/v3' })
  await Promise.all([service.start(), github.start()])
  proxy = await startForwardProxy(host =>
    Number(new URL(host === GITHUB_HOST ? github.url : service.url).port)
  )
})

afterAll(async () => {
  await proxy.stop()
  await Promise.all([service.stop(), github.stop()])
  certificate.cleanup()
})

it('creates the preview and its comment through HTTPS_PROXY', async () => {
  pushEvent(github)
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
          HTTPS_PROXY: proxy.url,
          NODE_EXTRA_CA_CERTS: certificate.certFile
        }
      }
    )
    expect(run.errors).toEqual([])
    expect(run.outputs.previewAction).toBe('created')
    expect(new Set(proxy.tunnels)).toEqual(new Set([`${SERVICE_HOST}:443`, `${GITHUB_HOST}:443`]))
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(github.commentsOn('acme/mobile-app', 12)).toHaveLength(1)
  } finally {
    await event.cleanup()
  }
}, 30000)
