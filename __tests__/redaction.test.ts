import { describe, expect, it } from '@jest/globals'
import { redactUrl, scrubSecrets, secretPartsOfUrl } from '../src/secrets/redaction.js'

const presigned =
  'https://bucket.s3.amazonaws.com/builds/app.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20261122&X-Amz-Expires=3600&X-Amz-Signature=0123456789abcdef'

describe('redaction', () => {
  it('shows a build URL as scheme, host and path only', () => {
    expect(redactUrl(presigned)).toBe('https://bucket.s3.amazonaws.com/builds/app.zip?***')
    expect(redactUrl('https://user:pw@cdn.example.com/a.apk#frag')).toBe(
      'https://cdn.example.com/a.apk'
    )
    expect(redactUrl('not a url')).toBe('[unparsable URL]')
  })

  it('masks the query and credential-like values, not harmless ones', () => {
    const parts = secretPartsOfUrl(presigned)
    expect(parts).toContain(presigned.split('?')[1])
    expect(parts).toContain('0123456789abcdef')
    expect(parts).toContain('AKIAEXAMPLE/20261122')
    expect(parts).not.toContain('3600')
    expect(parts).not.toContain('AWS4-HMAC-SHA256')
    // The user name "me" is too short to mask without hiding every "me" in the log.
    expect(secretPartsOfUrl('https://me:hunter22@x.example.com/a.zip')).toEqual(['hunter22'])
  })

  it('scrubs every secret from a text, the longest first', () => {
    expect(scrubSecrets('token abc123 and abc123456', ['abc123', 'abc123456'])).toBe(
      'token *** and ***'
    )
    expect(scrubSecrets('nothing here', [''])).toBe('nothing here')
  })
})

describe('signed URL parts as written', () => {
  it('masks a credential value with + and / as written and as decoded', () => {
    const parts = secretPartsOfUrl(
      'https://x.blob.core.windows.net/a.zip?sv=2024&sig=AbC+dEf/GhIjKlMnOp%3D'
    )
    expect(parts).toContain('AbC+dEf/GhIjKlMnOp%3D')
    expect(parts).toContain('AbC dEf/GhIjKlMnOp=')
  })

  it('does not mask short values that are words (token=true)', () => {
    expect(secretPartsOfUrl('https://x.example/a.zip?token=true')).toEqual(['token=true'])
  })
})
