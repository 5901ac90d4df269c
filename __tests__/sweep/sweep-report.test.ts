/**
 * The sweep's job summary in the review platform's terms: GitHub's (`Pull request`, `#12`,
 * `acme/mobile-app#12`), a merge request's (`Merge request`, `!12`, `acme/mobile-app!12`), and
 * how the pull requests it read were found (by the label, or all recent ones).
 */
import { describe, expect, it } from '@jest/globals'
import type { SweepFindings } from '../../src/features/previews/sweep-findings.js'
import { renderSweepSummary } from '../../src/features/previews/sweep-report.js'
import type { SweepPreviewsOperation } from '../../src/features/operations.js'
import { GITLAB_TERMS as MERGE_REQUESTS } from '../../src/gitlab/gitlab-platform.js'
import { GITHUB_TERMS } from '../../src/github/github-platform.js'
import { gitHubRepository } from '../../src/github/octokit.js'

const operation: SweepPreviewsOperation = {
  kind: 'sweep-previews',
  repository: gitHubRepository('acme', 'mobile-app', 1001),
  ttl: '7d',
  ttlMs: 7 * 86_400_000,
  keepLabel: 'keep-preview',
  maxDeletes: 10
}

const pullRequest = (number: number) => ({ number, merged: true }) as never
const findings = {
  listed: { pullRequests: [pullRequest(11), pullRequest(9)], found: 'scan' },
  toRemove: [
    {
      pullRequest: pullRequest(11),
      record: { previewName: 'android', publicKey: 'swept11' },
      reason: 'closed',
      lastDeployAt: 0
    }
  ],
  kept: [],
  deploying: [
    { pullRequest: pullRequest(9), previewName: 'android', since: Date.parse('2026-11-20T08:00Z') }
  ],
  untrusted: [],
  recordedApps: new Set(['swept11'])
} as unknown as SweepFindings
const unrecorded = {
  matched: true,
  apps: [{ publicKey: 'orphan21', note: 'acme/mobile-app!21 @ 1a2b3c4' }]
} as const

describe('the sweep summary', () => {
  it("names merge requests in the platform's terms", () => {
    const summary = renderSweepSummary(operation, findings, unrecorded, false, MERGE_REQUESTS)
    expect(summary).toContain(
      'Read 2 merge request(s) of acme/mobile-app (every open one, and the closed ones updated in the last 90 days)'
    )
    expect(summary).toContain('<th>Merge request</th>')
    expect(summary).toContain('<td>!11</td>')
    expect(summary).toContain(
      '<li>Merge request !9: preview android was being created when its run stopped (2026-11-20 08:00 UTC)'
    )
    expect(summary).toContain('an app whose note names acme/mobile-app!9, delete it')
    expect(summary).toContain('names a merge request of this repository')
    expect(summary).not.toMatch(/pull request|#\d/i)
  })

  it("says GitHub's words when given GitHub's terms", () => {
    const summary = renderSweepSummary(operation, findings, unrecorded, false, GITHUB_TERMS)
    expect(summary).toContain('Read 2 pull request(s) of acme/mobile-app')
    expect(summary).toContain('<th>Pull request</th>')
    expect(summary).toContain('<td>#11</td>')
    expect(summary).toContain('<li>Pull request #9: preview android was being created')
    expect(summary).toContain('an app whose note names acme/mobile-app#9, delete it')
    expect(summary).toContain('names a pull request of this repository')
  })

  it('says the pull requests it read were those labelled, when the platform listed by its index', () => {
    const indexed = { ...findings, listed: { ...findings.listed, found: 'index' } }
    const summary = renderSweepSummary(
      operation,
      indexed as SweepFindings,
      unrecorded,
      false,
      GITHUB_TERMS,
      'appetize-preview'
    )
    expect(summary).toContain(
      'Read 2 pull request(s) of acme/mobile-app (those labelled appetize-preview)'
    )
  })
})
