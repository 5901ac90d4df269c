/**
 * The sticky comment cuts long outside text short (a build name, a branch, the app's name the
 * service reports): the run's secrets are scrubbed before the cut, so that the cut never leaves
 * a short piece of one behind for the print boundary's scrub to miss (docs/security.md).
 */
import { describe, expect, it } from '@jest/globals'
import { GITHUB_TERMS } from '../../src/github/github-platform.js'
import { commentContent } from '../../src/features/previews/comment-content.js'
import { renderCommentMarkdown } from '../../src/features/previews/comment-body.js'
import type { PullRequestTarget } from '../../src/review/review-port.js'
import { escapeMarkdown } from '../../src/shared/markdown-text.js'
import { Redactor } from '../../src/shared/redaction.js'

const TOKEN = 'tok_Q7mZ2xK9pL4vR8nB3cW6yT1hJ5dF'
/** Long enough that the comment's 200-character cut keeps only the token's first 9 characters. */
const PADDING = 'p'.repeat(190)

describe('the comment of a long build name, branch or app name holding a secret', () => {
  it('masks the secret whole: no piece of it is left by the cut', () => {
    const redactor = new Redactor()
    redactor.add(TOKEN)
    redactor.addEncoding(escapeMarkdown)
    const scrub = (text: string) => redactor.scrub(text)
    const target = {
      pullRequest: { headRef: `${PADDING}${TOKEN}`, headSha: 'a'.repeat(40) }
    } as unknown as PullRequestTarget
    const content = commentContent({ kind: 'update', publicKey: 'app_1' }, undefined, {
      target,
      deviceLinks: { headings: [], byColumn: false, rows: [] },
      terms: GITHUB_TERMS,
      reportedApp: { name: scrub(`${PADDING}${TOKEN}`) },
      build: `${PADDING}${TOKEN}.apk`,
      now: Date.parse('2026-11-29T10:00:00Z'),
      scrub
    })
    const shown = redactor.scrub(renderCommentMarkdown(content), '\\*\\*\\*')
    expect(shown.replace(/\\/g, '')).not.toContain(TOKEN.slice(0, 8))
    // Build, branch and app name each show the mask where the token was, not a cut piece.
    expect(shown.match(/p\\\*\\\*\\\*(?:\\\.apk)? \|$/gm)).toHaveLength(3)
  })
})
