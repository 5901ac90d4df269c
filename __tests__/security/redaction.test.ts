import { describe, expect, it } from '@jest/globals'
import { leaksSecret, TOKEN } from '../../test-support/harness/hostile-text.js'
import { escapeMarkdown } from '../../src/shared/markdown-text.js'
import { proxyCredentials } from '../../src/shared/proxy-credentials.js'
import { Redactor, scrubSecrets } from '../../src/shared/redaction.js'
import {
  folderPartsOfUrl,
  isOrdinaryFileName,
  redactUrl,
  secretPartsOfUrl,
  wholePartsOfUrl
} from '../../src/shared/url-redaction.js'

const presigned =
  'https://bucket.s3.amazonaws.com/builds/app.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20261122&X-Amz-Expires=3600&X-Amz-Signature=0123456789abcdef'

describe('redaction', () => {
  it('shows a build URL as scheme, host and file name only', () => {
    expect(redactUrl(presigned)).toBe('https://bucket.s3.amazonaws.com/…/app.zip?***')
    expect(redactUrl('https://user:pw@cdn.example.com/a.apk#frag')).toBe(
      'https://cdn.example.com/a.apk'
    )
    expect(redactUrl('not a url')).toBe('[unparsable URL]')
  })

  it.each([
    // The folder is never shown, whatever it holds: a capability, a name, an encoded slash.
    [
      'https://files.example.com/download/3c5f9e2a7b1d4c8e9f0a1b2c/app-1234.apk',
      'https://files.example.com/…/app-1234.apk'
    ],
    [
      'https://github.com/acme/acme-mobile-app-v2/releases/download/android-v2.1.0-rc1/app-release.apk',
      'https://github.com/…/app-release.apk'
    ],
    [
      'https://storage.example.com/o/builds%2F3c5f9e2a7b1d4c8e9f0a1b2c%2Fapp.apk',
      'https://storage.example.com/…/app.apk'
    ],
    [
      'https://drive.example.com/file/d/1A2b3C4d5E6f_7G8h9I0jKlMn-OpQrStUv/view',
      'https://drive.example.com/…/view'
    ],
    ['https://cdn.example.com/app.apk', 'https://cdn.example.com/app.apk'],
    // A file name that could be a credential is hidden with the path, its extension kept.
    [
      'https://app.box.com/shared/static/q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk',
      'https://app.box.com/….apk'
    ],
    [
      'https://artifacts.example.com/api/v1/builds/Xq7v2Lm9Rt4Kp8Ws3Hd6',
      'https://artifacts.example.com/…'
    ],
    ['https://cdn.example.com/3c5f9e2a.tar.gz?sig=x', 'https://cdn.example.com/….tar.gz?***'],
    [
      'https://cdn.example.com/MyApp-v2.1.0-rc1%20(arm64).apk',
      'https://cdn.example.com/MyApp-v2.1.0-rc1%20(arm64).apk'
    ],
    ['https://cdn.example.com:8443/builds/', 'https://cdn.example.com:8443/…/'],
    ['https://cdn.example.com', 'https://cdn.example.com/']
  ])('shows %s as %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown)
  })

  it('masks the folder path whole, also one a .. segment removes from the path', () => {
    expect(folderPartsOfUrl('https://files.example.com/d/tok%2Bk2j4h5g6f7d8s9a0/app.apk')).toEqual([
      '/d/tok%2Bk2j4h5g6f7d8s9a0',
      '/d/tok+k2j4h5g6f7d8s9a0'
    ])
    const undone = 'https://files.example.com/d/Xq7v2Lm9Rt4Kp8Ws3Hd6/../app.apk'
    // The parser resolves the .., but the service is sent the URL as written.
    expect(redactUrl(undone)).toBe('https://files.example.com/…/app.apk')
    expect(folderPartsOfUrl(undone)).toEqual(['/d/Xq7v2Lm9Rt4Kp8Ws3Hd6/..'])
    // Too short to hold a credential: masking "/app" would hide it in every path of the job.
    expect(folderPartsOfUrl('https://cdn.example.com/app/app.apk')).toEqual([])
    expect(folderPartsOfUrl('https://cdn.example.com/app.apk?sig=abcdefgh')).toEqual([])
  })

  it('hides an echoed folder path whole, and never a piece of it in a link', () => {
    const url = 'https://github.com/acme/app/releases/download/v1.2.0/app.apk'
    const redactor = new Redactor()
    for (const folder of folderPartsOfUrl(url)) redactor.add(folder, { pieces: false })
    expect(redactor.scrub(`cannot fetch ${url}`)).toBe('cannot fetch https://github.com***/app.apk')
    const runUrl = 'https://github.com/acme/app/actions/runs/1'
    expect(redactor.scrub(runUrl)).toBe(runUrl)
  })

  it.each([
    ['app-release.apk', true],
    ['MyApp-v2.1.0-rc1.apk', true],
    ['build_1234567890.zip', true],
    ['AppetizeDemoRelease.apk', false],
    ['release2026.apk', false],
    ['q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk', false],
    ['app%2Frelease.apk', false],
    ['ünïcode.apk', false]
  ])('takes %s for an ordinary file name: %s', (name, ordinary) => {
    expect(isOrdinaryFileName(name)).toBe(ordinary)
  })

  it('masks a file name that could be a credential wherever it appears, like the token', () => {
    const box = 'https://app.box.com/shared/static/q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk'
    expect(secretPartsOfUrl(box)).toEqual(['q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k'])
    const bare = 'https://artifacts.example.com/api/v1/builds/Xq7v2Lm9Rt4Kp8Ws3Hd6%2B'
    expect(secretPartsOfUrl(bare)).toEqual(['Xq7v2Lm9Rt4Kp8Ws3Hd6%2B', 'Xq7v2Lm9Rt4Kp8Ws3Hd6+'])
    expect(secretPartsOfUrl('https://cdn.example.com/b/app-release.apk')).toEqual([])
  })

  it('masks the query whole and credential values in pieces, not harmless ones', () => {
    const parts = secretPartsOfUrl(presigned)
    expect(parts).toEqual(['0123456789abcdef'])
    expect(wholePartsOfUrl(presigned)).toEqual([presigned.split('?')[1]])
    // A value without a name is a credential when it is no ordinary word.
    expect(secretPartsOfUrl('https://x.example/a.zip?Xq7v2Lm9Rt4Kp8Ws3Hd6')).toEqual([
      'Xq7v2Lm9Rt4Kp8Ws3Hd6'
    ])
    expect(secretPartsOfUrl('https://x.example/a.zip?download')).toEqual([])
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

  it('does not mask short values that are words (token=true), nor their query in pieces', () => {
    expect(secretPartsOfUrl('https://x.example/a.zip?token=true')).toEqual([])
    expect(wholePartsOfUrl('https://x.example/a.zip?token=true')).toEqual(['token=true'])
  })
})

describe('a secret in the forms it comes back in', () => {
  // Characters HTML escapes at both ends: only the escaped form as a whole can find it there.
  const secret = '<tok_SECRET_0123456789abcdef&>'
  const redactor = new Redactor()
  redactor.add(secret)
  const bytes = Buffer.from(secret, 'utf8')
  const hex = [...bytes].map(byte => byte.toString(16).padStart(2, '0'))

  it.each([
    ['every byte percent-encoded, lower case', hex.map(pair => `%${pair}`).join('')],
    ['every byte percent-encoded, upper case', hex.map(pair => `%${pair.toUpperCase()}`).join('')],
    ['HTML-escaped, as in the job summary', '&lt;tok_SECRET_0123456789abcdef&amp;&gt;'],
    ['base64 on its own', bytes.toString('base64')],
    ['base64 after one byte (":" then the token)', Buffer.from(`:${secret}`).toString('base64')],
    ['base64 after two bytes', Buffer.from(`u:${secret}`).toString('base64')],
    ['base64 after a user name', Buffer.from(`deploy-bot:${secret}`).toString('base64')]
  ])('%s', (_form, text) => {
    const scrubbed = redactor.scrub(`Authorization: ${text} end`)
    expect(scrubbed).toContain('***')
    // What is left, read as it is, as base64 or percent-decoded, holds no 8 characters of it.
    const windows = [...secret].map((_, at) => secret.slice(at, at + 8)).filter(w => w.length === 8)
    for (const piece of scrubbed.replace('Authorization: ', '').replace(' end', '').split('***')) {
      const readings = [
        piece,
        Buffer.from(piece, 'base64').toString('latin1'),
        piece.replace(/%([0-9a-f]{2})/gi, (_, pair: string) =>
          String.fromCharCode(parseInt(pair, 16))
        )
      ]
      for (const reading of readings) {
        expect(windows.filter(window => reading.includes(window))).toEqual([])
      }
    }
  })
})

describe('a secret in text encoded before the scrub', () => {
  const token = 'tok_8c1f4e2a9b7d6e5f4a3b'

  it('is hidden whole in Markdown-escaped text, cut short or not, once the encoding is known', () => {
    const line = `Build of ${escapeMarkdown(token)}, and ${escapeMarkdown(token.slice(0, 16))}…`
    const plain = new Redactor()
    plain.add(token)
    // Without the encoding only the part after the escape is found, and `tok\` is left behind.
    expect(plain.scrub(line)).toContain('tok\\***')
    const redactor = new Redactor()
    redactor.add(token)
    redactor.addEncoding(escapeMarkdown)
    expect(redactor.scrub(line)).toBe('Build of ***, and ***')
    // A secret registered after the encoding is covered too.
    redactor.add('key-2f9e8d7c6b5a')
    expect(redactor.scrub(escapeMarkdown('key-2f9e8d7c6b5a'))).toBe('***')
  })

  it('is replaced by the mask asked for, and nothing else changes', () => {
    const redactor = new Redactor()
    redactor.add(token)
    const mask = '\\*\\*\\*'
    expect(redactor.scrub(`***kept*** ${token} and ${token.slice(0, 16)}`, mask)).toBe(
      `***kept*** ${mask} and ${mask}`
    )
  })
})

describe('a hostile text of many pieces of a secret', () => {
  const redactor = new Redactor()
  redactor.add(TOKEN)
  const half = TOKEN.slice(0, 16)

  it.each([
    ['8 MiB of its first eight characters', TOKEN.slice(0, 8).repeat(1024 * 1024)],
    ['8 MiB of its last fifteen characters', TOKEN.slice(-15).repeat(600_000)]
  ])('shows pieces too short to mask as written, in one pass: %s', (_what, text) => {
    expect(redactor.scrub(text) === text).toBe(true)
  })

  it.each([
    ['8 MiB of its first half', half.repeat(512 * 1024)],
    ['its start and end in turn, cut at every length', cutPieces(TOKEN).repeat(2_000)]
  ])('masks every long piece, in one pass: %s', (_what, text) => {
    const scrubbed = redactor.scrub(text)
    expect(leaksSecret(scrubbed, TOKEN)).toBe(false)
    expect(scrubbed.length).toBeLessThan(text.length)
  })

  /** Every start and end of the secret from eight characters on, one after the other. */
  function cutPieces(secret: string): string {
    const lengths = Array.from({ length: secret.length - 7 }, (_, index) => index + 8)
    return lengths.map(length => `${secret.slice(0, length)} ${secret.slice(-length)}|`).join('')
  }
})

describe("a proxy's credentials", () => {
  it('are the password in pieces and user:password whole, as written and as sent, from every variable', () => {
    expect(
      proxyCredentials({
        https_proxy: 'http://bot:p%40ss@proxy.internal:3128',
        HTTP_PROXY: 'ci-user:s3cret@proxy.internal:8080',
        NO_PROXY: 'user:password@ignored'
      })
    ).toEqual([
      { secret: 'p@ss', options: { pieces: true } },
      { secret: 'p%40ss', options: { pieces: true } },
      { secret: 'bot:p@ss', options: { pieces: false } },
      { secret: 'bot:p%40ss', options: { pieces: false } },
      { secret: 's3cret', options: { pieces: true } },
      { secret: 'ci-user:s3cret', options: { pieces: false } }
    ])
  })

  it('are the user name when there is no password (a token given as one)', () => {
    expect(
      proxyCredentials({ HTTPS_PROXY: 'http://Xq7v2Lm9Rt4Kp8Ws3Hd6@proxy.internal:3128' })
    ).toEqual([{ secret: 'Xq7v2Lm9Rt4Kp8Ws3Hd6', options: { pieces: true } }])
  })

  it('are none for a proxy without them, or none at all', () => {
    expect(proxyCredentials({ HTTPS_PROXY: 'http://proxy.internal:3128' })).toEqual([])
    expect(proxyCredentials({})).toEqual([])
  })
})
