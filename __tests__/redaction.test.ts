import { describe, expect, it } from '@jest/globals'
import { escapeMarkdown } from '../src/shared/markdown-text.js'
import { Redactor, redactUrl, scrubSecrets, secretPartsOfUrl } from '../src/shared/redaction.js'

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

  it.each([
    // A capability as a folder, as a file name, inside an encoded slash, as a UUID, as base64url.
    [
      'https://files.example.com/download/3c5f9e2a7b1d4c8e9f0a1b2c/app-1234.apk',
      'https://files.example.com/download/***/app-1234.apk'
    ],
    [
      'https://app.box.com/shared/static/k2j4h5g6f7d8s9a0q1w2e3r4t5y6u7i8.apk',
      'https://app.box.com/shared/static/***.apk'
    ],
    [
      'https://storage.example.com/o/builds%2F3c5f9e2a7b1d4c8e9f0a1b2c%2Fapp.apk',
      'https://storage.example.com/o/builds/***/app.apk'
    ],
    [
      'https://dl.example.com/builds/3c5f9e2a-7b1d-4c8e-9f0a-1b2c3d4e5f60/app.apk',
      'https://dl.example.com/builds/***/app.apk'
    ],
    [
      'https://drive.example.com/file/d/1A2b3C4d5E6f_7G8h9I0jKlMn-OpQrStUv/view',
      'https://drive.example.com/file/d/***/view'
    ],
    ['https://files.example.com/s/fhfaf6ki6r9frq5xk', 'https://files.example.com/s/***']
  ])('shows a token in the path as ***: %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown)
  })

  it.each([
    // Names are words joined by -, _ and .: a repository, a tag, a dated build, a commit.
    'https://github.com/acme/acme-mobile-app-v2/releases/download/android-v2.1.0-rc1/app-release.apk',
    'https://cdn.example.com/nightly-20261122/app-release-20261122.apk',
    'https://cdn.example.com/builds/MyAppRelease20261122/AppV2Release2026Build1.apk',
    'https://cdn.example.com/My-App-V2-QA-Build-7-x86-64-Arm/app.apk',
    // Devices, OS versions and ABIs written together, and a timestamp with a build number.
    'https://cdn.example.com/d/iPhone15ProMax_iOS17_5.app.zip',
    'https://cdn.example.com/d/Pixel8ProAPI34Arm64V8a.apk',
    'https://cdn.example.com/d/SDK34NDK26B1JDK17/ios17sim18b2x64a1.zip',
    'https://cdn.example.com/nightly/20261122T101010Z-b4567-3f9c2a1/app.apk',
    'https://cdn.example.com/android-release-builds/build-1234/a.zip',
    'https://artifacts.example.com/builds/0123456789abcdef0123456789abcdef01234567/app.apk'
  ])('keeps names in the path, and masks none of them: %s', url => {
    expect(redactUrl(url)).toBe(url)
    expect(secretPartsOfUrl(url)).toEqual([])
  })

  it('masks a path token wherever it appears, also one a .. segment removes from the path', () => {
    expect(secretPartsOfUrl('https://files.example.com/d/tok%2Bk2j4h5g6f7d8s9a0/app.apk')).toEqual([
      'k2j4h5g6f7d8s9a0'
    ])
    const undone = 'https://files.example.com/d/Xq7v2Lm9Rt4Kp8Ws3Hd6/../app.apk'
    // The parser resolves the .., but the service is sent the URL as written.
    expect(redactUrl(undone)).toBe('https://files.example.com/d/app.apk')
    expect(secretPartsOfUrl(undone)).toEqual(['Xq7v2Lm9Rt4Kp8Ws3Hd6'])
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
  const token = 'tok_8c1f4e2a9b7d'

  it('is hidden whole in Markdown-escaped text, cut short or not, once the encoding is known', () => {
    const line = `Build of ${escapeMarkdown(token)}, and ${escapeMarkdown(token.slice(0, 12))}…`
    const plain = new Redactor()
    plain.add(token)
    // Without the encoding only the tail is found, and the escape's backslash is left behind.
    expect(plain.scrub(line)).toContain('tok\\***')
    const redactor = new Redactor()
    redactor.add(token)
    redactor.addEncoding(escapeMarkdown)
    expect(redactor.scrub(line)).toBe('Build of ***, and ***…')
    // A secret registered after the encoding is covered too.
    redactor.add('key-2f9e8d7c6b5a')
    expect(redactor.scrub(escapeMarkdown('key-2f9e8d7c6b5a'))).toBe('***')
  })

  it('is replaced by the mask asked for, and nothing else changes', () => {
    const redactor = new Redactor()
    redactor.add(token)
    const mask = '\\*\\*\\*'
    expect(redactor.scrub(`***kept*** ${token} and ${token.slice(0, 10)}`, mask)).toBe(
      `***kept*** ${mask} and ${mask}`
    )
  })
})
