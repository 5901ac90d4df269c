/**
 * The optional commit-status capability (a platform's build status): a preview is reported on
 * the head commit when the platform offers it, one status per preview; a failure is a notice,
 * never a failure; a platform without it, or a dry run, is sent nothing. What it returns to tell
 * is told as the handler tells it (notes.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { tell } from '../../src/features/previews/notes.js'
import { reportPreviewStatus } from '../../src/features/previews/preview-deployments.js'
import type { PullRequestSession } from '../../src/features/previews/pull-request-session.js'
import type { PreviewStatus } from '../../src/review/capabilities.js'
import { ReviewPlatformError } from '../../src/review/review-error.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'

const REPOSITORY = { display: 'acme/mobile-app', binding: '1' }

function session(
  report: ((sha: string, status: PreviewStatus) => Promise<void>) | undefined,
  dryRun = false
) {
  return {
    api: {
      commitStatus: report && {
        report: (_repo: unknown, sha: string, status: PreviewStatus) => report(sha, status)
      }
    },
    repository: REPOSITORY,
    dryRun
  } as unknown as PullRequestSession
}

describe('reportPreviewStatus', () => {
  it('reports a deployed preview with its link, and a stopped one', async () => {
    const sent: [string, PreviewStatus][] = []
    const report = (sha: string, status: PreviewStatus) => {
      sent.push([sha, status])
      return Promise.resolve()
    }
    const host = new RecordingHost()
    const sha = 'a'.repeat(12)
    tell(
      host,
      await reportPreviewStatus(session(report), {
        sha,
        previewName: 'android',
        state: 'deployed',
        appUrl: 'https://appetize.io/app/k'
      })
    )
    tell(
      host,
      await reportPreviewStatus(session(report), { sha, previewName: 'android', state: 'stopped' })
    )
    expect(sent).toEqual([
      [
        sha,
        {
          key: 'appetize-preview-android',
          name: 'Appetize preview (android)',
          state: 'deployed',
          url: 'https://appetize.io/app/k'
        }
      ],
      [
        sha,
        { key: 'appetize-preview-android', name: 'Appetize preview (android)', state: 'stopped' }
      ]
    ])
    expect(host.printed.filter(entry => entry.kind !== 'debug')).toEqual([])
  })

  it('says a failure in a notice and goes on', async () => {
    const host = new RecordingHost()
    const failing = () =>
      Promise.reject(
        new ReviewPlatformError({
          operation: 'reportStatus',
          status: 403,
          kind: 'status',
          message: 'Setting the commit status failed: 403'
        })
      )
    tell(
      host,
      await reportPreviewStatus(session(failing), {
        sha: 'b'.repeat(40),
        previewName: 'ios',
        state: 'deployed'
      })
    )
    expect(host.printed).toContainEqual(
      expect.objectContaining({
        kind: 'notice',
        title: 'Commit status not set',
        text: expect.stringContaining('preview ios as deployed')
      })
    )
  })

  it('sends nothing without the capability, or in a dry run', async () => {
    const host = new RecordingHost()
    let calls = 0
    const count = () => {
      calls++
      return Promise.resolve()
    }
    tell(
      host,
      await reportPreviewStatus(session(undefined), {
        sha: 'c'.repeat(40),
        previewName: 'ios',
        state: 'deployed'
      })
    )
    tell(
      host,
      await reportPreviewStatus(session(count, true), {
        sha: 'c'.repeat(40),
        previewName: 'ios',
        state: 'deployed'
      })
    )
    expect(calls).toBe(0)
  })
})
