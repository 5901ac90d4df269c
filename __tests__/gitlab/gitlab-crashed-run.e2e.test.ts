/**
 * A run that crashed after writing its reservation (the note holding only a claim, no app) must
 * not keep the merge request from a preview: the next pipeline creates the app and records it,
 * once, and a later push updates that app. End to end on the installed tool against the fakes;
 * the crash is a SIGKILL while the service holds the create (then drops it: no app was made).
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { parseMarker } from '../../src/features/previews/preview-record.js'
import { FAKE_PROJECT } from '../../test-support/fake-gitlab/server.js'
import { startKillable } from '../../test-support/harness/killed-run.js'
import {
  type GitLabFakes,
  installTool,
  type InstalledTool,
  mergeRequestJob,
  PREVIEW_BUILD,
  resultOf,
  startGitLabFakes,
  stopGitLabFakes,
  visibleNotes
} from '../../test-support/harness/gitlab-pipeline.js'

const [FIRST, SECOND] = ['1a'.repeat(20), '2b'.repeat(20)]

let tool: InstalledTool
let fakes: GitLabFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startGitLabFakes({ service: { apps: {} } })
  fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { sha: FIRST })
})
afterEach(() => stopGitLabFakes(fakes))

const notes = () => visibleNotes(fakes.gitlab)
const apps = () => [...fakes.service.apps.keys()]

it('a reservation left by a crashed first run does not keep the merge request from its preview', async () => {
  const crashed = startKillable(tool, ['preview', ...PREVIEW_BUILD], mergeRequestJob(fakes))
  fakes.service.injectFault('create', {
    beforeAnswer: async () => {
      crashed.kill()
      await crashed.exited
    },
    reset: true
  })
  expect(await crashed.exited).toBe('SIGKILL')
  expect(apps()).toEqual([])
  const left = notes().map(note => parseMarker(note.body))
  expect(left).toEqual([expect.objectContaining({ kind: 'preview', publicKey: undefined })])
  expect(left[0]).toMatchObject({ claim: expect.any(String) })

  const next = await tool.run(['preview', ...PREVIEW_BUILD], mergeRequestJob(fakes))
  expect(next.exitCode).toBe(0)
  expect(resultOf(next).previewAction).toBe('created')
  const { publicKey } = resultOf(next)
  expect(apps()).toEqual([publicKey])
  expect(notes().filter(note => parseMarker(note.body)?.publicKey === publicKey)).toHaveLength(1)

  fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, SECOND)
  const push = await tool.run(['preview', ...PREVIEW_BUILD], mergeRequestJob(fakes))
  expect(push.exitCode).toBe(0)
  expect(resultOf(push)).toMatchObject({ previewAction: 'updated', publicKey })
  expect(apps()).toEqual([publicKey])
  const after = notes().filter(note => parseMarker(note.body)?.publicKey === publicKey)
  expect(after).toHaveLength(1)
  expect(after[0]?.body).toContain(SECOND.slice(0, 7))
}, 60_000)
