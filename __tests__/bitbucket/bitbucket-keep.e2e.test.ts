/**
 * `--keep-label` on Bitbucket, end to end on the installed tool with Pipelines' variables:
 * Bitbucket pull requests have no labels, so the keep label is its name in brackets in the title
 * or description (issue 47). What the comment and the log say of a kept preview must be what a
 * Bitbucket user can act on: the tag where it is written, and the sweep (not a close, which runs
 * nothing on Bitbucket) that deletes the app once the tag is gone.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
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
import { renderGfm } from '../../test-support/harness/gfm.js'

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { sha: '1a'.repeat(20), title: 'Checkout' })
})
afterEach(() => stopBitbucketFakes(fakes))

it('preview --delete of a pull request whose description carries [Keep-Preview]: kept, and the comment says where the tag is', async () => {
  const { publicKey } = resultOf(
    await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  )
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { description: 'Design review [Keep-Preview]' })
  const run = await tool.run(['preview', '--delete'], pullRequestStep(fakes))
  expect(run.exitCode).toBe(0)
  expect(resultOf(run)).toMatchObject({ previewAction: 'kept' })
  expect([...fakes.service.apps.keys()]).toEqual([publicKey])

  const raw = visibleComments(fakes.bitbucket)[0]?.raw ?? ''
  const text = renderGfm(raw).replace(/<[^>]+>/g, '')
  expect(text).toContain('[keep-preview] in its title or description')
  expect(text).not.toMatch(/the label|close deletes/)
  expect(text).toContain('at the sweep after a merge or decline')
  expect(run.stderr).toContain('[keep-preview] in its title or description')
  expect(run.stderr).not.toMatch(/carries the label|or close deletes/)
})
