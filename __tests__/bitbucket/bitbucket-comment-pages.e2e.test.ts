/**
 * A pull request with 250 comments, end to end on the installed tool with Bitbucket Pipelines'
 * variables, against the fakes: people's comments, deleted ones (`deleted: true`, empty content)
 * and inline ones (on a line of the diff, one a copy of the tool's own), with the tool's comment
 * in the middle or at the end. The tool reads every page (`pagelen=100`, following `next` until
 * there is none), skips deleted and inline comments, and finds its comment and edits it in place.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#pagination
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import {
  BOT_ACCOUNT,
  accountUuid,
  type FakeComment
} from '../../test-support/fake-bitbucket/server.js'
import {
  type BitbucketFakes,
  FULL_NAME,
  installTool,
  type InstalledTool,
  PREVIEW_BUILD,
  pullRequestStep,
  resultOf,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'

const [FIRST, SECOND] = ['3c'.repeat(20), '4d'.repeat(20)]
const PEOPLE = ['dana', 'maria', 'mallory', 'olga'].map(accountUuid)

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { sha: FIRST })
})
afterEach(() => stopBitbucketFakes(fakes))

/**
 * Adds `count` comments as a review leaves them: every 7th deleted (one of them the bot's), every
 * 5th inline on a line of the diff, the rest by people, some quoting what a preview comment says.
 */
function discuss(count: number): void {
  const start = fakes.bitbucket.commentsOn(FULL_NAME, 7).length
  for (let i = start; i < start + count; i++) {
    const author = i % 21 === 0 ? BOT_ACCOUNT.uuid : (PEOPLE[i % PEOPLE.length] ?? '')
    fakes.bitbucket.addComment(FULL_NAME, 7, {
      author,
      raw:
        i % 3 === 0 ? `> ### Preview: android\n\nComment ${i}: works on my device` : `Comment ${i}`,
      deleted: i % 7 === 0,
      ...(i % 5 === 0 && { inline: { path: 'app/src/main/Login.kt', to: i } })
    })
  }
}

function preview(args: string[] = []) {
  return tool.run(['preview', ...PREVIEW_BUILD, ...args], pullRequestStep(fakes))
}

/** The comments that carry the tool's record (the empty link first), deleted ones included. */
const records = (): FakeComment[] =>
  fakes.bitbucket
    .commentsOn(FULL_NAME, 7)
    .filter(comment => comment.raw.startsWith('[](http://appetize-deploy-action/'))

/**
 * Every listing of the comments the run made read all `pages`: the first without `page`, the
 * others by `next`, each asking for 100. Returns how many listings there were.
 */
function expectEveryPage(pages: number): number {
  const listed = fakes.bitbucket.requestsTo('listComments')
  expect(listed.length).toBeGreaterThan(0)
  expect(listed.length % pages).toBe(0)
  listed.forEach((request, index) => {
    const query = new URL(request.path, 'http://fake').searchParams
    expect(query.get('pagelen')).toBe('100')
    expect(query.get('page')).toBe(index % pages === 0 ? null : String((index % pages) + 1))
    expect(request.status).toBe(200)
  })
  return listed.length / pages
}

it('250 comments, the tool’s on page 2: a push edits it in place; inline and deleted ones are left alone', async () => {
  discuss(120)
  const first = await preview()
  expect(first.exitCode).toBe(0)
  expect(resultOf(first)).toMatchObject({ previewAction: 'created' })
  expectEveryPage(2)
  const [own] = records()
  expect(own?.author).toBe(BOT_ACCOUNT.uuid)
  // A copy of the tool's comment left inline on a line of the diff, under the bot's name, and
  // the bot's own comment deleted since: neither is the preview's comment.
  const inlineCopy = fakes.bitbucket.addComment(FULL_NAME, 7, {
    author: BOT_ACCOUNT.uuid,
    raw: own?.raw ?? '',
    inline: { path: 'README.md', to: 1 }
  })
  discuss(128)
  fakes.bitbucket.addComment(FULL_NAME, 7, {
    author: BOT_ACCOUNT.uuid,
    raw: own?.raw ?? '',
    deleted: true
  })
  const all = fakes.bitbucket.commentsOn(FULL_NAME, 7)
  expect(all).toHaveLength(251)
  expect(all.filter(comment => comment.deleted).length).toBeGreaterThan(30)
  expect(all.filter(comment => comment.inline).length).toBeGreaterThan(40)
  const untouched = all.filter(comment => comment.id !== own?.id).map(c => ({ ...c }))

  fakes.bitbucket.requests.length = 0
  fakes.bitbucket.moveHead(FULL_NAME, 7, SECOND)
  const run = await preview()
  expect(run.stderr).not.toMatch(/^(error|warning)/m)
  expect(run.exitCode).toBe(0)
  const result = resultOf(run)
  expect(result).toMatchObject({ previewAction: 'updated', versionCode: 2 })
  expect(String(result.commentUrl)).toMatch(new RegExp(`#comment-${own?.id}$`))
  expectEveryPage(3)
  expect(fakes.bitbucket.requestsTo('createComment')).toEqual([])
  expect(fakes.bitbucket.requestsTo('deleteComment')).toEqual([])
  const edits = fakes.bitbucket.requestsTo('updateComment')
  expect(edits.length).toBeGreaterThan(0)
  for (const edit of edits) expect(edit.path).toMatch(new RegExp(`/comments/${own?.id}$`))
  // The one comment people see with a preview: the tool's, showing the new commit.
  const shown = visibleComments(fakes.bitbucket).filter(c => c.raw.includes('appetize-deploy'))
  expect(shown.map(comment => comment.id)).toEqual([own?.id])
  expect(shown[0]?.raw).toContain(SECOND.slice(0, 7))
  expect(shown[0]?.raw).not.toContain(FIRST.slice(0, 7))
  expect(fakes.bitbucket.comments.get(inlineCopy.id)).toEqual(
    untouched.find(comment => comment.id === inlineCopy.id)
  )
  expect(
    fakes.bitbucket.commentsOn(FULL_NAME, 7).filter(comment => comment.id !== own?.id)
  ).toEqual(untouched)
  expect(fakes.service.apps.size).toBe(1)
})

it('250 comments, the tool’s the last on page 3: preview --delete finds it and says so in it', async () => {
  discuss(249)
  const first = await preview()
  expect(first.exitCode).toBe(0)
  const { publicKey } = resultOf(first)
  const [own] = records()
  expect(fakes.bitbucket.commentsOn(FULL_NAME, 7).at(-1)?.id).toBe(own?.id)
  expect(fakes.bitbucket.commentsOn(FULL_NAME, 7)).toHaveLength(250)

  fakes.bitbucket.requests.length = 0
  const run = await tool.run(
    ['preview', '--delete', '--preview-name', 'android', '--output', 'dotenv'],
    pullRequestStep(fakes)
  )
  expect(run.exitCode).toBe(0)
  expect(run.stdout.split('\n')).toContain('APPETIZE_PREVIEW_ACTION=deleted')
  expect(run.stdout).toMatch(new RegExp(`^APPETIZE_COMMENT_URL=\\S+#comment-${own?.id}$`, 'm'))
  expect(fakes.service.apps.size).toBe(0)
  expectEveryPage(3)
  expect(fakes.bitbucket.requestsTo('createComment')).toEqual([])
  expect(records().map(comment => comment.id)).toEqual([own?.id])
  expect(records()[0]?.raw).toContain('(removed)')
  expect(records()[0]?.raw).not.toContain(`/app/${String(publicKey)}`)
})
