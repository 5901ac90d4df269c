/**
 * The fake GitHub behaves as GitHub does where the action's tests rely on it: Link headers,
 * auth and permission errors, validation, seeded comments, and deployments retired by a newer
 * success (auto_inactive).
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { FakeGitHub, USER_TOKEN, WORKFLOW_TOKEN } from '../fake-github/server.js'

let github: FakeGitHub

beforeEach(async () => {
  github = new FakeGitHub({
    comments: [
      {
        repository: 'acme/mobile-app',
        issueNumber: 12,
        login: 'mallory',
        body: '<!-- appetize-deploy-action:preview name=android publicKey=prod -->'
      }
    ]
  })
  await github.start()
})
afterEach(() => github.stop())

function call(method: string, path: string, body?: unknown, token = WORKFLOW_TOKEN) {
  return fetch(`${github.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
}

it('pages a list as GitHub does: per_page, page, and a Link header', async () => {
  for (let i = 0; i < 4; i++) github.addComment('acme/mobile-app', 12, 'someone', `c${i}`)
  const path = '/repos/acme/mobile-app/issues/12/comments'
  const middle = await call('GET', `${path}?per_page=2&page=2`)
  const comments = (await middle.json()) as { body: string; user: { login: string } }[]
  expect(comments.map(comment => comment.body)).toEqual(['c1', 'c2'])
  expect(middle.headers.get('link')).toBe(
    [
      `<${github.url}${path}?per_page=2&page=1>; rel="prev"`,
      `<${github.url}${path}?per_page=2&page=3>; rel="next"`,
      `<${github.url}${path}?per_page=2&page=3>; rel="last"`,
      `<${github.url}${path}?per_page=2&page=1>; rel="first"`
    ].join(', ')
  )
  const first = (await (await call('GET', `${path}?per_page=2`)).json()) as typeof comments
  expect(first[0]?.user.login).toBe('mallory')
  expect((await call('GET', `${path}?per_page=2&page=3`)).headers.get('link')).not.toMatch(/next/)
})

it('answers 401 for an unknown token and 403 on GET /user for an installation token', async () => {
  const unknown = await call('GET', '/user', undefined, 'nope')
  expect(unknown.status).toBe(401)
  expect(await unknown.json()).toMatchObject({ message: 'Bad credentials', status: '401' })
  const installation = await call('GET', '/user')
  expect(installation.status).toBe(403)
  expect(await installation.json()).toMatchObject({
    message: 'Resource not accessible by integration'
  })
  expect(await (await call('GET', '/user', undefined, USER_TOKEN)).json()).toMatchObject({
    login: 'octo-maintainer'
  })
})

it('validates bodies: a comment needs a body, a deployment a ref, a status a known state', async () => {
  expect((await call('POST', '/repos/acme/mobile-app/issues/12/comments', {})).status).toBe(422)
  expect((await call('POST', '/repos/acme/mobile-app/deployments', {})).status).toBe(422)
  const deployment = (await (
    await call('POST', '/repos/acme/mobile-app/deployments', { ref: 'main' })
  ).json()) as { id: number }
  const status = await call(
    'POST',
    `/repos/acme/mobile-app/deployments/${deployment.id}/statuses`,
    {
      state: 'done'
    }
  )
  expect(status.status).toBe(422)
  expect(github.requestsTo('createDeploymentStatus')[0]?.login).toBe('github-actions[bot]')
})

it("retires an environment's earlier deployments on a new success, unless transient", async () => {
  const create = async (body: Record<string, unknown>) =>
    (
      (await (await call('POST', '/repos/acme/mobile-app/deployments', body)).json()) as {
        id: number
      }
    ).id
  const succeed = (id: number) =>
    call('POST', `/repos/acme/mobile-app/deployments/${id}/statuses`, { state: 'success' })
  const old = await create({ ref: 'a', environment: 'staging', production_environment: false })
  const transient = await create({ ref: 'b', environment: 'staging', transient_environment: true })
  await succeed(old)
  await succeed(transient)
  const latest = await create({ ref: 'c', environment: 'staging', production_environment: false })
  await succeed(latest)
  const states = (id: number) => github.deployments.get(id)?.statuses.map(status => status.state)
  expect(states(old)).toEqual(['success', 'inactive'])
  expect(states(transient)).toEqual(['success'])
  expect(states(latest)).toEqual(['success'])
})
