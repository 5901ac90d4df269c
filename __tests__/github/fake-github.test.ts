/**
 * The fake GitHub behaves as GitHub does where the action's tests rely on it: Link headers,
 * auth and permission errors, validation, seeded comments, deleted comments, heads that move, and
 * deployments retired by a newer success (auto_inactive).
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { FakeGitHub, USER_TOKEN, WORKFLOW_TOKEN } from '../../test-support/fake-github/server.js'

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

it('lists pull requests by state, sorted by last update, with labels, page by page', async () => {
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`
  github.addPullRequest('acme/mobile-app', 1, { updatedAt: at(3), labels: ['keep-preview'] })
  github.addPullRequest('acme/mobile-app', 2, { updatedAt: at(5), state: 'closed', merged: true })
  github.addPullRequest('acme/mobile-app', 3, { updatedAt: at(1) })
  github.addPullRequest('acme/other', 4, { updatedAt: at(9) })
  const list = async (query: string) => {
    const answer = await call('GET', `/repos/acme/mobile-app/pulls?${query}`)
    const pulls = (await answer.json()) as {
      number: number
      labels: { name: string }[]
      merged_at: string | null
      merged?: boolean
    }[]
    return { pulls, link: answer.headers.get('link') }
  }
  const all = await list('state=all&sort=updated&direction=desc&per_page=2')
  expect(all.pulls.map(pull => pull.number)).toEqual([2, 1])
  expect(all.link).toContain('page=2>; rel="next"')
  expect(all.pulls[0]?.merged_at).toBe(at(5))
  expect(all.pulls[0]).not.toHaveProperty('merged')
  expect(all.pulls[1]?.labels.map(label => label.name)).toEqual(['keep-preview'])
  expect(
    (await list('state=all&sort=updated&direction=desc&per_page=2&page=2')).pulls.map(
      pull => pull.number
    )
  ).toEqual([3])
  expect((await list('state=open&sort=updated')).pulls.map(pull => pull.number)).toEqual([3, 1])
  expect((await list('state=closed')).pulls.map(pull => pull.number)).toEqual([2])
})

it('deletes a deployment only once it is inactive, as GitHub does', async () => {
  const created = (await (
    await call('POST', '/repos/acme/mobile-app/deployments', { ref: 'main', environment: 'qa' })
  ).json()) as { id: number }
  const path = `/repos/acme/mobile-app/deployments/${created.id}`
  await call('POST', `${path}/statuses`, { state: 'success' })
  expect((await call('DELETE', path)).status).toBe(422)
  await call('POST', `${path}/statuses`, { state: 'inactive' })
  expect((await call('DELETE', path)).status).toBe(204)
  expect(github.deployments.has(created.id)).toBe(false)
  expect((await call('DELETE', path)).status).toBe(404)
})

it('answers an injected rate limit as GitHub does', async () => {
  github.injectRateLimit('listPullRequests', { status: 429, retryAfterSeconds: 7 })
  const answer = await call('GET', '/repos/acme/mobile-app/pulls')
  expect(answer.status).toBe(429)
  expect(answer.headers.get('retry-after')).toBe('7')
  expect(((await answer.json()) as { message: string }).message).toMatch(/secondary rate limit/)
  expect((await call('GET', '/repos/acme/mobile-app/pulls')).status).toBe(200)
})

it('moves a pull request head at once, or once a route has answered N requests', async () => {
  const head = async () =>
    (
      (await (await call('GET', '/repos/acme/mobile-app/pulls/7')).json()) as {
        head: { sha: string }
      }
    ).head.sha
  github.moveHead('acme/mobile-app', 7, 'a'.repeat(40))
  github.moveHead('acme/mobile-app', 7, 'b'.repeat(40), { route: 'getPullRequest', count: 2 })
  expect(await head()).toBe('a'.repeat(40))
  expect(await head()).toBe('a'.repeat(40)) // the request that completes the count sees the old head
  expect(await head()).toBe('b'.repeat(40))
})

it('deletes a comment, and answers 404 for one already gone', async () => {
  const comment = github.addComment('acme/mobile-app', 12, 'github-actions[bot]', 'bye')
  const path = `/repos/acme/mobile-app/issues/comments/${comment.id}`
  expect((await call('DELETE', path)).status).toBe(204)
  expect(github.comments.has(comment.id)).toBe(false)
  expect((await call('DELETE', path)).status).toBe(404)
})
