/**
 * A run that crashed after writing its reservation (the comment holding only a claim, no app)
 * must not keep the pull request from a preview: the next pipeline, with an access token (which
 * cannot ask who it is), creates the app and records it, once, and a later push updates that
 * app. End to end on the installed tool against the fakes; the crash is a SIGKILL while the
 * service holds the create (then drops it: no app was made).
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { fromStoredBody } from '../../src/bitbucket/record-link.js'
import { parseMarker } from '../../src/features/previews/preview-record.js'
import { startKillable } from '../../test-support/harness/killed-run.js'
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

const [FIRST, SECOND] = ['1a'.repeat(20), '2b'.repeat(20)]

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

const comments = () => visibleComments(fakes.bitbucket)
const apps = () => [...fakes.service.apps.keys()]
const recordOf = (raw: string) => parseMarker(fromStoredBody(raw))

it('a reservation left by a crashed first run does not keep the pull request from its preview', async () => {
  const crashed = startKillable(tool, ['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  fakes.service.injectFault('create', {
    beforeAnswer: async () => {
      crashed.kill()
      await crashed.exited
    },
    reset: true
  })
  expect(await crashed.exited).toBe('SIGKILL')
  expect(apps()).toEqual([])
  const left = comments().map(comment => recordOf(comment.raw))
  expect(left).toEqual([expect.objectContaining({ kind: 'preview', publicKey: undefined })])
  expect(left[0]).toMatchObject({ claim: expect.any(String) })
  // Bound to the bot's account as soon as it was created: a later run can trust it, without
  // GET /2.0/user (which an access token cannot read).
  expect(left[0]).toMatchObject({ authorId: comments()[0]?.author })

  const next = await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  expect(next.exitCode).toBe(0)
  expect(resultOf(next).previewAction).toBe('created')
  const { publicKey } = resultOf(next)
  expect(apps()).toEqual([publicKey])
  const naming = comments().filter(comment => recordOf(comment.raw)?.publicKey === publicKey)
  expect(naming).toHaveLength(1)

  fakes.bitbucket.moveHead(FULL_NAME, 7, SECOND)
  const push = await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  expect(push.exitCode).toBe(0)
  expect(resultOf(push)).toMatchObject({ previewAction: 'updated', publicKey })
  expect(apps()).toEqual([publicKey])
  const after = comments().filter(comment => recordOf(comment.raw)?.publicKey === publicKey)
  expect(after).toHaveLength(1)
  expect(after[0]?.raw).toContain(SECOND.slice(0, 7))
}, 60_000)

it('nor does one left by a run killed before it could bind its reservation to its author', async () => {
  const crashed = startKillable(tool, ['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  fakes.bitbucket.injectFault('updateComment', {
    beforeAnswer: async () => {
      crashed.kill()
      await crashed.exited
    },
    reset: true
  })
  expect(await crashed.exited).toBe('SIGKILL')
  const left = comments().map(comment => recordOf(comment.raw))
  expect(left).toEqual([expect.objectContaining({ kind: 'preview', publicKey: undefined })])
  expect(left[0]).not.toHaveProperty('authorId', expect.anything())

  const next = await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  expect(resultOf(next).previewAction).toBe('created')
  const { publicKey } = resultOf(next)
  expect(apps()).toEqual([publicKey])

  fakes.bitbucket.moveHead(FULL_NAME, 7, SECOND)
  const push = await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  expect(resultOf(push)).toMatchObject({ previewAction: 'updated', publicKey })
  expect(apps()).toEqual([publicKey])
  const naming = comments().filter(comment => recordOf(comment.raw)?.publicKey === publicKey)
  expect(naming).toHaveLength(1)
  expect(naming[0]?.raw).toContain(SECOND.slice(0, 7))
}, 60_000)
