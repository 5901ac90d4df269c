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
  // Bitbucket escapes HTML in comments: the small print goes in Markdown italics.
  showsHtml: false,
  // Pull requests have no labels: the keep label is a tag, `[keep-preview]`, in the title or description.
  hasLabels: false
}
