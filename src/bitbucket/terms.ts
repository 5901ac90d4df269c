/**
 * How Bitbucket names what the previews write on: its pull requests, their comments, `#7`.
 * Pipelines cannot run when a pull request is merged or declined, so a preview's app goes at the
 * sweep the default branch's pipeline runs after a merge (or the scheduled one).
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/pipeline-start-conditions/
 */
import type { PlatformTerms } from '../review/review-platform.js'

export const BITBUCKET_TERMS: PlatformTerms = {
  name: 'Bitbucket',
  pullRequest: 'pull request',
  comment: 'comment',
  numberPrefix: '#',
  otherWriter: 'another pipeline',
  appRemoved: 'at the sweep after a merge or decline',
  // No environment to stop: an open pull request's preview goes by hand, in the custom pipeline.
  manualRemoval: 'when `preview --delete` was run by hand',
  // A merged pull request cannot be reopened, nor can a declined one (bitbucket-api.md, Renovate).
  afterClose: 'Bitbucket cannot reopen it: a new pull request from this branch gets a new preview.',
  // Bitbucket escapes HTML in comments: the small print goes in Markdown italics.
  showsHtml: false,
  // Pull requests have no labels: the keep label is a tag, `[keep-preview]`, in the title or description.
  hasLabels: false
}
