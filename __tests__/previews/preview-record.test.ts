/**
 * The preview record in the sticky comment: written and read back exactly, and trusted only in a
 * comment of the token's own identity and with the apiToken's signature, bound to the platform,
 * its API's address, the repository, the pull request and the comment's author — neither a
 * participant who copies the marker nor another workflow writing as the same bot can point a
 * push or the close at another app, and a record of one host never counts on another.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { createHmac } from 'node:crypto'
import {
  isSigned,
  parseMarker,
  PREVIEW_NAME_PATTERN,
  PUBLIC_KEY_PATTERN,
  type RecordKey,
  renderMarker,
  type CommentRecord,
  type PreviewRecord
} from '../../src/features/previews/preview-record.js'
import { judgeRecords, type Identity } from '../../src/features/previews/record-trust.js'
import type { StoredComment } from '../../src/review/record-store.js'
import { GITHUB_TERMS } from '../../src/github/github-platform.js'
import { GITLAB_TERMS } from '../../src/gitlab/gitlab-platform.js'
import { gitHubRepository } from '../../src/github/octokit.js'
import { gitLabProject } from '../../src/gitlab/gitlab-notes.js'
import { plainText } from '../../src/shared/message.js'

const BOT = 'github-actions[bot]'
const KEY: RecordKey = {
  secret: 'test-api-token',
  platform: 'github',
  apiUrl: 'https://api.github.com',
  binding: '700001',
  pullRequestNumber: 12
}
const ME: Identity = { authorId: BOT, author: BOT }
let nextId = 100

/** The documented v1 signature (versions up to 1.1), computed here on its own. */
function v1Signature(previewName: string, publicKey = ''): string {
  const message = `appetize-deploy-action preview record v1\n700001\n12\n${previewName}\n${publicKey}`
  return createHmac('sha256', KEY.secret).update(message).digest('base64url')
}

function comment(author: string, body: string, id = nextId++): StoredComment {
  return { id: String(id), url: '', body, author, authorId: author, own: undefined }
}

const preview = (publicKey: string | undefined, extra: Partial<PreviewRecord> = {}) =>
  ({ kind: 'preview', previewName: 'android', publicKey, ...extra }) as PreviewRecord

describe('the v3 record: bound to the platform, its API, the repository, the pull request, the author', () => {
  it('writes the documented marker, signed with every binding, and reads it back', () => {
    const record = preview('abc123', {
      deployedAt: Date.parse('2026-11-22T10:00:00Z'),
      environment: 'appetize preview/ü',
      authorId: BOT
    })
    const env = Buffer.from('appetize preview/ü').toString('base64url')
    const by = Buffer.from(BOT).toString('base64url')
    const message = [
      'appetize-deploy-action preview record v3',
      'github',
      'https://api.github.com',
      '700001',
      '12',
      'android',
      'abc123',
      '2026-11-22T10:00:00Z',
      env,
      by,
      ''
    ].join('\n')
    const sig = createHmac('sha256', KEY.secret).update(message).digest('base64url')
    const marker = renderMarker(record, KEY)
    expect(marker).toBe(
      `<!-- appetize-deploy-action:preview name=android publicKey=abc123 deployed=2026-11-22T10:00:00Z env=${env} by=${by} v=3 sig=${sig} -->`
    )
    expect(parseMarker(marker)).toEqual({ ...record, version: 3, signature: sig })
  })

  it.each([
    ['another platform', { platform: 'gitlab' }],
    ['another host (GitHub Enterprise)', { apiUrl: 'https://ghe.example.com/api/v3' }],
    ['another repository', { binding: '700002' }],
    ['another pull request', { pullRequestNumber: 13 }],
    ['another apiToken', { secret: 'another token' }]
  ])('does not verify for %s', (_case, change) => {
    const read = parseMarker(renderMarker(preview('abc123', { authorId: BOT }), KEY))
    expect(read?.kind === 'preview' && isSigned(read, KEY)).toBe(true)
    expect(read?.kind === 'preview' && isSigned(read, { ...KEY, ...change })).toBe(false)
  })

  it('says a reservation in the record itself (its claim), signed', () => {
    const marker = renderMarker(preview(undefined, { claim: 'a1B2c3D4e5F6g7H8i9' }), KEY)
    expect(marker).toMatch(/ claim=a1B2c3D4e5F6g7H8i9 v=3 sig=/)
    const read = parseMarker(marker)
    expect(read).toMatchObject({ claim: 'a1B2c3D4e5F6g7H8i9', publicKey: undefined })
    const forged = parseMarker(marker.replace(' claim=a1B2c3D4e5F6g7H8i9', ''))
    expect(forged?.kind === 'preview' && isSigned(forged, KEY)).toBe(false)
  })

  it('still reads and verifies records of versions 1.1 (v1) and 1.2 (v2)', () => {
    const sig = v1Signature('android', 'abc123')
    const v1 = parseMarker(`<!-- appetize-deploy-action:preview name=android publicKey=abc123 sig=${sig} -->`)
    expect(v1).toEqual({ ...preview('abc123'), version: 1, signature: sig })
    expect(v1?.kind === 'preview' && isSigned(v1, KEY)).toBe(true)
    const env = Buffer.from('appetize-preview').toString('base64url')
    const message = `appetize-deploy-action preview record v2\n700001\n12\nandroid\nabc123\n2026-11-22T10:00:00Z\n${env}`
    const sig2 = createHmac('sha256', KEY.secret).update(message).digest('base64url')
    const v2 = parseMarker(
      `<!-- appetize-deploy-action:preview name=android publicKey=abc123 deployed=2026-11-22T10:00:00Z env=${env} sig=${sig2} -->`
    )
    expect(v2?.kind === 'preview' && isSigned(v2, KEY)).toBe(true)
    // A v2 record cut back to v1's fields does not verify.
    const cut = parseMarker(
      `<!-- appetize-deploy-action:preview name=android publicKey=abc123 sig=${sig2} -->`
    )
    expect(cut?.kind === 'preview' && isSigned(cut, KEY)).toBe(false)
  })
})

describe('renderMarker and parseMarker', () => {
  it('records a plain update by its app, unsigned', () => {
    const update: CommentRecord = { kind: 'update', publicKey: 'p7nww3n6ubq73r1nh9jtauqy8w' }
    expect(renderMarker(update, KEY)).toBe(
      '<!-- appetize-deploy-action:update publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->'
    )
    expect(parseMarker(`${renderMarker(update, KEY)}\r\ntext`)).toEqual(update)
  })

  it('refuses to write a name or key that would break the marker', () => {
    for (const previewName of ['', 'a b', 'a-->', 'x'.repeat(65), 'ä']) {
      expect(() => renderMarker({ kind: 'preview', previewName, publicKey: 'k' }, KEY)).toThrow(
        RangeError
      )
    }
    expect(() => renderMarker({ kind: 'update', publicKey: 'k -->' }, KEY)).toThrow(RangeError)
  })

  it.each([
    ['not on the first line', '\n<!-- appetize-deploy-action:preview name=a publicKey=k -->'],
    ['after other text', 'hi <!-- appetize-deploy-action:preview name=a publicKey=k -->'],
    ['with text after it on its line', '<!-- appetize-deploy-action:preview name=a -->x'],
    ['with an extra attribute', '<!-- appetize-deploy-action:preview name=a publicKey=k x=1 -->'],
    ['with the attributes swapped', '<!-- appetize-deploy-action:preview publicKey=k name=a -->'],
    ['with a quoted key', '<!-- appetize-deploy-action:preview name=a publicKey="k" -->'],
    ['with an unknown kind', '<!-- appetize-deploy-action:delete publicKey=k -->'],
    ['with a short signature', '<!-- appetize-deploy-action:preview name=a sig=abc -->'],
    ['with an author but no version', '<!-- appetize-deploy-action:preview name=a by=eA -->'],
    [
      'with the signature first',
      `<!-- appetize-deploy-action:preview sig=${'A'.repeat(43)} name=a -->`
    ],
    ['an update without a key', '<!-- appetize-deploy-action:update -->']
  ])('reads no record from a marker %s', (_case, body) => {
    expect(parseMarker(body)).toBeUndefined()
  })

  it('reads back every record it can write (property)', () => {
    const name = fc.stringMatching(PREVIEW_NAME_PATTERN)
    const key = fc.stringMatching(PUBLIC_KEY_PATTERN)
    const record = fc.oneof(
      fc.record({
        kind: fc.constant('preview' as const),
        previewName: name,
        publicKey: fc.option(key, { nil: undefined }),
        authorId: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: undefined })
      }),
      fc.record({ kind: fc.constant('update' as const), publicKey: key })
    )
    fc.assert(
      fc.property(record, fc.string(), (written, rest) => {
        const read = parseMarker(`${renderMarker(written, KEY)}\n${rest}`)
        if (written.kind === 'update') return expect(read).toEqual(written)
        const { authorId, ...fields } = written
        expect(read).toMatchObject(authorId === undefined ? fields : written)
        expect(read?.kind === 'preview' && isSigned(read, KEY)).toBe(true)
      })
    )
  })

  it('never reads a key or name outside the allowed form from any text (property)', () => {
    const prefixed = fc.string().map(tail => `<!-- appetize-deploy-action:${tail}`)
    fc.assert(
      fc.property(fc.oneof(fc.string(), prefixed), body => {
        const record = parseMarker(body)
        if (record?.publicKey !== undefined) expect(record.publicKey).toMatch(PUBLIC_KEY_PATTERN)
        if (record?.kind === 'preview') expect(record.previewName).toMatch(PREVIEW_NAME_PATTERN)
      })
    )
  })
})

describe('judgeRecords: which records count', () => {
  const scope = {
    key: KEY,
    terms: GITHUB_TERMS,
    repository: gitHubRepository('acme', 'mobile-app', 700001),
    number: 12
  }
  const bound = (publicKey: string, author = BOT, key = KEY) =>
    renderMarker(preview(publicKey, { authorId: author }), key)

  it('trusts a record bound to its comment’s author without knowing the identity', () => {
    const comments = [comment(BOT, `${bound('previewApp')}\n### Preview`)]
    const judged = judgeRecords(comments, scope, undefined)
    expect(judged.signed.map(found => found.record.publicKey)).toEqual(['previewApp'])
    expect(judged.warnings).toEqual([])
  })

  it('ignores a copied marker in a comment by someone else, with a warning', () => {
    const comments = [
      comment('mallory', `${bound('productionApp')}\nlooks official`),
      comment(BOT, `${bound('previewApp')}\n### Preview`)
    ]
    const judged = judgeRecords(comments, scope, ME)
    expect(judged.signed.map(found => found.record.publicKey)).toEqual(['previewApp'])
    expect(judged.warnings.map(note => plainText(note.text))).toEqual([
      expect.stringMatching(/^Comment \d+ by mallory holds a copy of preview android's record/)
    ])
  })

  it('acts on no record of its own identity without the signature of this key and pull request', () => {
    const old = (change: Partial<RecordKey>) =>
      renderMarker(preview('productionApp'), { ...KEY, ...change })
    const comments = [
      comment(BOT, '<!-- appetize-deploy-action:preview name=android publicKey=productionApp -->', 1),
      comment(BOT, old({ secret: 'another token' }), 2),
      comment(BOT, old({ pullRequestNumber: 13 }), 3),
      comment(BOT, old({ binding: '700002' }), 4),
      comment(BOT, old({ apiUrl: 'https://ghe.example.com/api/v3' }), 5),
      comment(BOT, bound('previewApp').replace('previewApp', 'productionApp'), 6),
      comment(BOT, bound('previewApp'), 7)
    ]
    const judged = judgeRecords(comments, scope, ME)
    expect(judged.signed.map(found => found.comment.id)).toEqual(['7'])
    expect(judged.untrusted.map(found => found.comment.id)).toEqual(['1', '2', '3', '4', '5', '6'])
  })

  it('trusts a record of an earlier version only in the token’s own comments', () => {
    const sig = v1Signature('android', 'abc123')
    const body = `<!-- appetize-deploy-action:preview name=android publicKey=abc123 sig=${sig} -->`
    expect(judgeRecords([comment(BOT, body)], scope, ME).signed).toHaveLength(1)
    expect(judgeRecords([comment('mallory', body)], scope, ME).signed).toHaveLength(0)
    expect(judgeRecords([comment(BOT, body)], scope, undefined).signed).toHaveLength(0)
  })

  it('keeps the written order, and finds a plain update’s comment', () => {
    const comments = [
      comment(BOT, bound('k2'), 20),
      comment(BOT, bound('k1'), 10),
      comment(BOT, renderMarker({ kind: 'update', publicKey: 'k3' }, KEY), 30)
    ]
    const judged = judgeRecords(comments, scope, ME)
    expect(judged.signed.map(found => found.comment.id)).toEqual(['20', '10'])
    expect(judged.updates.map(found => found.comment.id)).toEqual(['30'])
  })

  it.each([
    ['GitHub', GITHUB_TERMS, gitHubRepository('acme', 'mobile-app', 700001), 'acme/mobile-app#12'],
    ['GitLab', GITLAB_TERMS, gitLabProject(700001, 'acme/mobile-app'), 'acme/mobile-app!12']
  ])(
    '"Record not trusted" names the pull request as the app’s note does on %s',
    (_platform, terms, repository, reference) => {
      const unsigned = `<!-- appetize-deploy-action:preview name=android publicKey=abc123 sig=${'A'.repeat(43)} -->`
      const judged = judgeRecords([comment(BOT, unsigned)], { ...scope, terms, repository }, ME)
      const [warning] = judged.warnings
      expect(warning?.title).toBe('Record not trusted')
      const text = plainText(warning?.text ?? '')
      expect(text).toContain(`names this ${terms.pullRequest} (${reference})`)
      expect(text).toMatch(new RegExp(`^${terms.comment.replace(/^./, c => c.toUpperCase())} `))
    }
  )
})
