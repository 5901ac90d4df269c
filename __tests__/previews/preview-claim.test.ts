/**
 * The last checks before a preview run writes its record, in process: a record is never replaced
 * by a record of an older deploy, and a run whose "deploying" comment another run took over
 * deletes the app it created and writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { ACTIONS_BOT_LOGIN, FakeGitHub } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import { recordKey } from '../../test-support/harness/seeded-previews.js'
import { currentKey } from '../../test-support/harness/trusted-record.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'

const REPOSITORY = 'acme/mobile-app'
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ apps: {} })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

describe('the last checks before the record is written', () => {
  it('never replaces a record of a deploy that began after its own', async () => {
    const opened = await runPreview(service, github, { action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    const [comment] = github.commentsOn(REPOSITORY, 12)
    const newer = `${renderMarker(
      { kind: 'preview', previewName: 'android', publicKey, deployedAt: Date.now() + 60_000 },
      currentKey({ ...recordKey(service.apiToken, 12), apiUrl: github.url })
    )}\nnewer\n`
    // Another run of the same commit deploys and records while this run's build is on its way:
    // the record changes once the service has this run's update, before it answers.
    service.injectFault('update', {
      beforeAnswer: () => {
        if (comment) comment.body = newer
        return Promise.resolve()
      }
    })
    const { host, succeeded } = await runPreview(service, github, {
      action: 'synchronize',
      headSha: 'd'.repeat(40)
    })
    expect(succeeded).toBe(true)
    expect(host.outputs).toEqual({ previewAction: 'superseded' })
    expect(host.printed).toContainEqual(
      expect.objectContaining({
        kind: 'notice',
        title: 'Preview superseded',
        text: expect.stringContaining(
          `another run's deploy of preview android is recorded in comment ${comment?.id}`
        )
      })
    )
    expect(github.commentsOn(REPOSITORY, 12).map(each => each.body)).toEqual([newer])
  })

  it('deletes the app it created when another run took over its "deploying" comment', async () => {
    const other = `${renderMarker(
      {
        kind: 'preview',
        previewName: 'android',
        publicKey: undefined,
        claim: 'anotherrunsclaim0000000'
      },
      currentKey({ ...recordKey(service.apiToken, 12), apiUrl: github.url })
    )}\n### Preview: android (deploying)\n\nanother run\n`
    // Another run found the comment "deploying" and wrote its own "deploying" record there,
    // once the service has this run's create, before it answers.
    service.injectFault('create', {
      beforeAnswer: () => {
        const [comment] = github.commentsOn(REPOSITORY, 12)
        if (comment) comment.body = other
        return Promise.resolve()
      }
    })
    const { host, succeeded } = await runPreview(service, github, { action: 'opened' })
    expect(succeeded).toBe(true)
    expect(host.outputs).toEqual({ previewAction: 'superseded' })
    expect(service.apps.size).toBe(0)
    expect(service.requestsTo('delete')).toHaveLength(1)
    expect(github.commentsOn(REPOSITORY, 12)).toEqual([
      expect.objectContaining({ body: other, login: ACTIONS_BOT_LOGIN })
    ])
  })
})
