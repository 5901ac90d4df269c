/**
 * GitLab's refusals quoted in an error: every piece of outside text is scrubbed before it is cut
 * short, so the cut never leaves a piece of a secret that the scrub would have masked whole.
 */
import { describe, expect, it } from '@jest/globals'
import { GitLabStatusError } from '../../src/gitlab/gitlab-client.js'
import { toReviewPlatformError } from '../../src/gitlab/gitlab-errors.js'
import { Redactor } from '../../src/shared/redaction.js'

const TOKEN = 'tok_Q7mZ2xK9pL4vR8nB3cW6yT1hJ5dF'

function scrubber(): (text: string) => string {
  const redactor = new Redactor()
  redactor.add(TOKEN)
  return text => redactor.scrub(text)
}

describe('a GitLab refusal quoted in an error', () => {
  it('scrubs the scope it names before cutting it to 40 characters', () => {
    // The token starts where the 40-character cut would keep its first 9 characters.
    const scope = `${'s'.repeat(30)}${TOKEN}`
    const body = JSON.stringify({ error: 'insufficient_scope', scope })
    const error = toReviewPlatformError(
      new GitLabStatusError(403, {}, body),
      'createComment',
      scrubber()
    )
    expect(error.message).toContain(`lacks the scope "${'s'.repeat(30)}***"`)
    expect(error.message).not.toContain(TOKEN.slice(0, 8))
  })

  it('scrubs the quoted body before cutting it to 200 characters', () => {
    const body = JSON.stringify({ message: `${'m'.repeat(190)}${TOKEN}` })
    const error = toReviewPlatformError(
      new GitLabStatusError(400, {}, body),
      'getPullRequest',
      scrubber()
    )
    expect(error.message).toContain(`"${'m'.repeat(190)}***"`)
    expect(error.message).not.toContain(TOKEN.slice(0, 8))
  })
})
