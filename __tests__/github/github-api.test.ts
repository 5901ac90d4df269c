/**
 * The GitHub API wrapper against the fake GitHub on loopback: who the token is, comments across
 * pages, deployments, and every failure as one ReviewPlatformError without the token in it.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import {
  ACTIONS_BOT_LOGIN,
  FakeGitHub,
  READ_ONLY_TOKEN,
  USER_TOKEN,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { createGitHubApi } from '../../src/github/github-api.js'
import { ReviewPlatformError } from '../../src/review/review-error.js'
import type { OctokitGitHubApi } from '../../src/github/octokit-api.js'
import { gitHubRepository } from '../../src/github/octokit.js'
import { MARKER_PREFIX } from '../../src/features/previews/preview-record.js'
import { Redactor } from '../../src/shared/redaction.js'

const REPO = gitHubRepository('acme', 'mobile-app', 1)
let github: FakeGitHub

beforeEach(async () => {
  github = new FakeGitHub()
  process.env.GITHUB_API_URL = await github.start()
})
afterEach(async () => {
  delete process.env.GITHUB_API_URL
  await github.stop()
})

function api(token = WORKFLOW_TOKEN, requestTimeoutMs?: number): Promise<OctokitGitHubApi> {
  return createGitHubApi({ token, requestTimeoutMs })
}

async function failure(promise: Promise<unknown>): Promise<ReviewPlatformError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ReviewPlatformError)
  return error as ReviewPlatformError
}

describe('identify', () => {
  it("names the workflow token's bot with one GraphQL query (GET /user is closed to it)", async () => {
    expect(await (await api()).identify()).toBe(ACTIONS_BOT_LOGIN)
    expect(github.requests.map(request => request.route)).toEqual(['graphql'])
    expect(github.requests[0]?.headers.authorization).toBe(`token ${WORKFLOW_TOKEN}`)
  })

  it('falls back to GET /user when GraphQL fails, for a personal token', async () => {
    github.injectFault('graphql', { status: 502 })
    expect(await (await api(USER_TOKEN)).identify()).toBe('octo-maintainer')
    expect(github.requests.map(request => request.route)).toEqual(['graphql', 'user'])
  })

  it('fails with both answers when neither way works', async () => {
    github.injectFault('graphql', { status: 502 })
    const error = await failure((await api()).identify())
    expect(error).toMatchObject({ operation: 'identify', status: 403, kind: 'status' })
    expect(error.message).toMatch(/502.*GET \/user.*Resource not accessible by integration/)
  })

  it('rejects a login GitHub would never send', async () => {
    github.injectFault('graphql', {
      status: 200,
      body: JSON.stringify({ data: { viewer: { login: 'x\n::error::y' } } })
    })
    github.injectFault('user', { status: 200, body: JSON.stringify({ login: '<b>' }) })
    const error = await failure((await api(USER_TOKEN)).identify())
    expect(error.kind).toBe('invalid-answer')
  })

  it('says 401 for an unknown token, and never repeats the token', async () => {
    const token = 'ghp_unknownTokenThatMustNotLeak0000000000'
    github.injectFault('graphql', {
      status: 401,
      body: JSON.stringify({ message: `Bad credentials: ${token}` })
    })
    const error = await failure((await api(token)).identify())
    expect(error.status).toBe(401)
    expect(error.message).not.toContain(token)
    expect(error.message).toContain('***')
  })
})

describe('comments', () => {
  it('lists every page of comments, 100 at a time, oldest first', async () => {
    for (let i = 0; i < 230; i++) github.addComment('acme/mobile-app', 12, 'someone', `c${i}`)
    github.addComment('acme/mobile-app', 13, 'someone', 'another pull request')
    const comments = await (await api()).listComments(REPO, 12)
    expect(comments).toHaveLength(230)
    expect(comments[0]).toMatchObject({ body: 'c0', login: 'someone' })
    expect(comments[229]?.body).toBe('c229')
    const paths = github.requestsTo('listComments').map(request => request.path)
    expect(paths).toEqual([
      '/repos/acme/mobile-app/issues/12/comments?per_page=100',
      '/repos/acme/mobile-app/issues/12/comments?per_page=100&page=2',
      '/repos/acme/mobile-app/issues/12/comments?per_page=100&page=3'
    ])
  })

  it('creates a comment as the token and edits it in place', async () => {
    const client = await api()
    const created = await client.createComment(REPO, 12, 'first')
    expect(created).toMatchObject({ body: 'first', login: ACTIONS_BOT_LOGIN })
    expect(created.htmlUrl).toBe(
      `https://github.com/acme/mobile-app/pull/12#issuecomment-${created.id}`
    )
    const updated = await client.updateComment(REPO, created.id, 'second')
    expect(updated).toMatchObject({ id: created.id, body: 'second', login: ACTIONS_BOT_LOGIN })
    expect(github.commentsOn('acme/mobile-app', 12).map(comment => comment.body)).toEqual([
      'second'
    ])
  })

  it('deletes a comment; one already gone counts as deleted', async () => {
    const client = await api()
    const created = await client.createComment(REPO, 12, 'raced')
    await client.deleteComment(REPO, created.id)
    await client.deleteComment(REPO, created.id)
    expect(github.commentsOn('acme/mobile-app', 12)).toEqual([])
    expect(github.requestsTo('deleteComment').map(request => request.method)).toEqual([
      'DELETE',
      'DELETE'
    ])
  })

  it('reports a 403 for a token that may only read, naming the operation', async () => {
    const client = await api(READ_ONLY_TOKEN)
    expect(await client.listComments(REPO, 12)).toEqual([])
    const error = await failure(client.createComment(REPO, 12, 'hello'))
    expect(error).toMatchObject({ operation: 'createComment', status: 403, kind: 'status' })
    expect(error.message).toMatch(
      /^Creating the pull request comment failed: GitHub answered 403: Resource not accessible by integration/
    )
    expect(error.message).not.toContain(READ_ONLY_TOKEN)
  })

  it('reports 404 for a comment that does not exist', async () => {
    const error = await failure((await api()).updateComment(REPO, 42, 'x'))
    expect(error).toMatchObject({ operation: 'updateComment', status: 404 })
  })

  it('tells a dropped connection and a timeout apart from an answer', async () => {
    github.injectFault('listComments', { reset: true })
    const dropped = await failure((await api()).listComments(REPO, 12))
    expect(dropped).toMatchObject({ kind: 'unreachable', status: undefined })
    github.injectFault('createComment', { hang: true })
    const slow = await failure((await api(WORKFLOW_TOKEN, 300)).createComment(REPO, 12, 'x'))
    expect(slow).toMatchObject({ kind: 'timed-out', status: undefined })
    expect(slow.message).toBe(
      'Creating the pull request comment failed: GitHub did not answer in time'
    )
  })
})

describe('deployments', () => {
  it('creates a transient deployment without auto-merge or required checks', async () => {
    const client = await api()
    const sha = 'a'.repeat(40)
    const deployment = await client.createDeployment(REPO, {
      ref: sha,
      environment: 'appetize-preview',
      description: 'Preview of #12'
    })
    expect(deployment).toMatchObject({ ref: sha, sha, environment: 'appetize-preview' })
    expect(github.requestsTo('createDeployment')[0]?.json).toEqual({
      ref: sha,
      environment: 'appetize-preview',
      description: 'Preview of #12',
      auto_merge: false,
      required_contexts: [],
      transient_environment: true,
      production_environment: false,
      payload: {}
    })
  })

  it("lists back the payload that names a deployment's pull request and preview", async () => {
    const client = await api()
    const payload = { pullRequest: 12, previewName: 'android' }
    await client.createDeployment(REPO, { ref: 'a', environment: 'pr', payload })
    await client.createDeployment(REPO, { ref: 'b', environment: 'pr' })
    const listed = await client.listDeployments(REPO, 'pr')
    expect(listed.map(deployment => deployment.payload)).toEqual([{}, payload])
  })

  it('records the app link as environment_url and retires the deployment with inactive', async () => {
    const client = await api()
    const deployment = await client.createDeployment(REPO, { ref: 'feature', environment: 'pr' })
    await client.setDeploymentStatus(REPO, deployment.id, {
      state: 'success',
      environmentUrl: 'https://appetize.io/app/abc123',
      logUrl: 'https://github.com/acme/mobile-app/actions/runs/1'
    })
    await client.setDeploymentStatus(REPO, deployment.id, { state: 'inactive' })
    const statuses = github.deployments.get(Number(deployment.id))?.statuses
    expect(statuses?.map(status => [status.state, status.environmentUrl])).toEqual([
      ['success', 'https://appetize.io/app/abc123'],
      ['inactive', '']
    ])
  })

  it('lists the deployments of one environment, newest first, across pages', async () => {
    const client = await api()
    for (let i = 0; i < 105; i++) {
      await client.createDeployment(REPO, { ref: `r${i}`, environment: i % 2 ? 'a' : 'b' })
    }
    const listed = await client.listDeployments(REPO, 'b')
    expect(listed).toHaveLength(53)
    expect(listed[0]?.ref).toBe('r104')
    expect(listed.every(deployment => deployment.environment === 'b')).toBe(true)
  })

  it('reports a 403 without deployments: write', async () => {
    const error = await failure(
      (await api(READ_ONLY_TOKEN)).createDeployment(REPO, { ref: 'x', environment: 'pr' })
    )
    expect(error).toMatchObject({ operation: 'createDeployment', status: 403 })
  })
})

/** A comment as GitHub would answer it, with the link given. */
const commentAnswer = (htmlUrl: string): string =>
  JSON.stringify({
    id: 77,
    html_url: htmlUrl,
    body: 'hi',
    user: { login: ACTIONS_BOT_LOGIN },
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z'
  })

describe("GitHub's answers and what the action sends, as outside text", () => {
  it("keeps a comment's link only in the shape GitHub gives it, on its web server", async () => {
    const client = await api()
    const created = await client.createComment(REPO, 3, 'hi')
    expect(created.htmlUrl).toBe(
      `https://github.com/acme/mobile-app/pull/3#issuecomment-${created.id}`
    )
    for (const htmlUrl of [
      'javascript:alert(document.cookie)//github.com/acme/mobile-app/pull/3#issuecomment-77',
      'https://evil.example/acme/mobile-app/pull/3#issuecomment-77',
      'http://github.com/acme/mobile-app/pull/3#issuecomment-77',
      'https://github.com/acme/mobile-app/pull/3?x=1#issuecomment-77',
      'https://github.com/acme/mobile-app/pull/3#issuecomment-78',
      'https://github.com/acme/mobile-app/pull/3/../../../other#issuecomment-77'
    ]) {
      github.injectFault('createComment', { status: 201, body: commentAnswer(htmlUrl) })
      expect((await client.createComment(REPO, 3, 'hi')).htmlUrl).toBe('')
    }
  })

  it('sends no secret to GitHub: comments and deployments are scrubbed, a link holding one is left out', async () => {
    const redactor = new Redactor()
    redactor.add('s3cr3t-value')
    const client = await createGitHubApi({ token: WORKFLOW_TOKEN, redactor })
    // The record marker holds identifiers and a signature only: it is sent as written.
    const marker = `${MARKER_PREFIX}update publicKey=s3cr3t-value -->`
    await client.createComment(
      REPO,
      3,
      `${marker}\nbuild s3cr3t-value done\ns3cr3t-value\n***kept*** s3cr3t-value\nbranch s3cr3t\\-value`
    )
    const { id } = await client.createDeployment(REPO, {
      ref: 'r1',
      environment: 'pr',
      description: 'for s3cr3t-value',
      payload: { previewName: 'a s3cr3t-value', pullRequest: 3 }
    })
    await client.setDeploymentStatus(REPO, id, {
      state: 'success',
      environmentUrl: 'https://appetize.io/app/s3cr3t-value',
      logUrl: 'https://github.com/acme/mobile-app/actions/runs/1',
      description: 'Preview s3cr3t-value deployed'
    })
    expect(github.requestsTo('createComment')[0]?.json).toMatchObject({
      // In Markdown a bare `***` is emphasis, or a rule alone on a line: escaped where it
      // replaced a secret; the rest of the body as written.
      // A secret as the comment escapes it for Markdown is found too.
      body: `${marker}\nbuild \\*\\*\\* done\n\\*\\*\\*\n***kept*** \\*\\*\\*\nbranch \\*\\*\\*`
    })
    // The payload's identifiers are what a later run matches on: as written.
    expect(github.requestsTo('createDeployment')[0]?.json).toMatchObject({
      description: 'for ***',
      payload: { previewName: 'a s3cr3t-value', pullRequest: 3 }
    })
    const status = github.requestsTo('createDeploymentStatus')[0]?.json as Record<string, unknown>
    expect(status.environment_url).toBeUndefined()
    expect(status.log_url).toBe('https://github.com/acme/mobile-app/actions/runs/1')
    expect(status.description).toBe('Preview *** deployed')
  })

  it("scrubs an error's message of every secret before cutting it at 500 characters", async () => {
    const secret = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0'
    const redactor = new Redactor()
    redactor.add(secret)
    const client = await createGitHubApi({ token: WORKFLOW_TOKEN, redactor })
    // GitHub echoes what it was sent: a secret straddling the cut would leave its first 20
    // characters behind if the message were cut before the scrub.
    const echoed = `${'x'.repeat(479)}${secret} and more`
    github.injectFault('createComment', {
      status: 422,
      body: JSON.stringify({ message: echoed })
    })
    const error = await failure(client.createComment(REPO, 3, 'hi'))
    expect(error.message).not.toContain(secret.slice(0, 12))
    expect(error.message).toContain(`${'x'.repeat(40)}***`)
  })

  it("hands an answer's deprecation notice to onWarning, never to the console", async () => {
    const warnings: string[] = []
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      github.injectFault('graphql', {
        status: 200,
        body: JSON.stringify({ data: { viewer: { login: ACTIONS_BOT_LOGIN } } }),
        headers: { deprecation: 'true', sunset: '##[error title=Forged]forged' }
      })
      const client = await createGitHubApi({
        token: WORKFLOW_TOKEN,
        onWarning: message => warnings.push(message)
      })
      expect(await client.identify()).toBe(ACTIONS_BOT_LOGIN)
      expect(consoleWarn).not.toHaveBeenCalled()
      // The text is outside text still: the host's print boundary neutralises it.
      expect(warnings).toEqual([expect.stringMatching(/is deprecated.*##\[error title=Forged\]/)])
    } finally {
      consoleWarn.mockRestore()
    }
  })
})

describe('GitHub Enterprise Server', () => {
  it('uses the /api/v3 base of GITHUB_API_URL, and /api/graphql for GraphQL', async () => {
    const ghes = new FakeGitHub({ pathPrefix: '/api/v3', serverUrl: 'https://ghe.example.com' })
    process.env.GITHUB_API_URL = await ghes.start()
    try {
      const client = await createGitHubApi({
        token: WORKFLOW_TOKEN,
        serverUrl: 'https://ghe.example.com'
      })
      expect(client.apiUrl).toBe(ghes.url)
      expect(await client.identify()).toBe(ACTIONS_BOT_LOGIN)
      const created = await client.createComment(REPO, 3, 'hi')
      expect(created.htmlUrl).toMatch(/^https:\/\/ghe\.example\.com\/acme\/mobile-app\/pull\/3#/)
      expect(ghes.requests.map(request => request.path.split('?')[0])).toEqual([
        '/api/graphql',
        '/api/v3/repos/acme/mobile-app/issues/3/comments'
      ])
    } finally {
      await ghes.stop()
    }
  })

  it("keeps the path of a server behind one in a comment's link, and no link outside it", async () => {
    const server = 'https://ghe.example.com/github'
    const ghes = new FakeGitHub({ pathPrefix: '/api/v3', serverUrl: server })
    process.env.GITHUB_API_URL = await ghes.start()
    try {
      const client = await createGitHubApi({ token: WORKFLOW_TOKEN, serverUrl: `${server}/` })
      const created = await client.createComment(REPO, 3, 'hi')
      expect(created.htmlUrl).toBe(`${server}/acme/mobile-app/pull/3#issuecomment-${created.id}`)
      for (const htmlUrl of [
        'https://ghe.example.com/acme/mobile-app/pull/3#issuecomment-77',
        'https://ghe.example.com/githubx/acme/mobile-app/pull/3#issuecomment-77',
        'https://ghe.example.com/github/github/acme/mobile-app/pull/3#issuecomment-77'
      ]) {
        ghes.injectFault('createComment', { status: 201, body: commentAnswer(htmlUrl) })
        expect((await client.createComment(REPO, 3, 'hi')).htmlUrl).toBe('')
      }
    } finally {
      await ghes.stop()
    }
  })
})

it('refuses an empty token before loading the client', async () => {
  await expect(createGitHubApi({ token: '' })).rejects.toThrow(/githubToken/)
})

describe('pull requests, deployment deletion and rate limits', () => {
  it('reads a pull request with its head, labels and fork, checked', async () => {
    github.addPullRequest('acme/mobile-app', 5, {
      fork: true,
      labels: ['keep-preview'],
      headSha: 'a'.repeat(40),
      state: 'closed',
      merged: true
    })
    const pull = await (await api()).getPullRequest(REPO, 5)
    expect(pull).toMatchObject({
      number: 5,
      state: 'closed',
      merged: true,
      headSha: 'a'.repeat(40),
      isFork: true,
      labels: ['keep-preview']
    })
  })

  it('lists by last update page by page and stops where asked, without a query it was not given', async () => {
    const github2 = new FakeGitHub({ maxPerPage: 2 })
    process.env.GITHUB_API_URL = await github2.start()
    try {
      for (const day of [1, 2, 3, 4, 5]) {
        github2.addPullRequest('acme/mobile-app', day, { updatedAt: `2026-11-0${day}T00:00:00Z` })
      }
      const client = await createGitHubApi({ token: WORKFLOW_TOKEN })
      const recent = await client.listPullRequests(
        REPO,
        { state: 'all', direction: 'desc' },
        pull => pull.updatedAt < Date.parse('2026-11-03T00:00:00Z')
      )
      expect(recent.map(pull => pull.number)).toEqual([5, 4, 3])
      // Two pages were enough: the stop is on the second.
      expect(github2.requestsTo('listPullRequests')).toHaveLength(2)
      expect(github2.requests[0]?.path).not.toContain('id=')
    } finally {
      await github2.stop()
    }
  })

  it('deletes a deployment, and counts one already gone as deleted', async () => {
    const client = await api()
    const deployment = await client.createDeployment(REPO, { ref: 'main', environment: 'qa' })
    await client.setDeploymentStatus(REPO, deployment.id, { state: 'inactive' })
    await client.deleteDeployment(REPO, deployment.id)
    await client.deleteDeployment(REPO, deployment.id)
    expect(github.requestsTo('deleteDeployment').length).toBe(2)
  })

  it('waits out a rate limit with the injected sleep, and gives up after maxAttempts', async () => {
    const waits: number[] = []
    const client = await createGitHubApi({
      token: WORKFLOW_TOKEN,
      maxAttempts: 2,
      sleep: ms => {
        waits.push(ms)
        return Promise.resolve()
      }
    })
    github.injectRateLimit('getPullRequest', { status: 429, retryAfterSeconds: 3 })
    expect((await client.getPullRequest(REPO, 1)).number).toBe(1)
    expect(waits).toEqual([3000])
    github.injectRateLimit('getPullRequest', { retryAfterSeconds: 3 }, 2)
    const error = await failure(client.getPullRequest(REPO, 1))
    expect(error).toMatchObject({ kind: 'rate-limited', status: 403 })
    expect(error.message).toMatch(/all 2 attempts \(maxAttempts\) were used/)
  })
})
