/**
 * The preview record in the sticky comment: written and read back exactly, and trusted only in a
 * comment of the token's own identity and with the apiToken's signature — neither a participant
 * who copies the marker nor another workflow writing as the same bot can point a push or the
 * close event at another app.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { createHmac } from 'node:crypto'
import {
  findRecords,
  findUpdateRecords,
  isSigned,
  parseMarker,
  PREVIEW_NAME_PATTERN,
  PUBLIC_KEY_PATTERN,
  type RecordKey,
  renderMarker,
  type CommentRecord
} from '../../src/features/previews/preview-record.js'

const BOT = 'github-actions[bot]'
const KEY: RecordKey = { secret: 'test-api-token', repositoryId: 700001, pullRequestNumber: 12 }
let nextId = 100

/** The documented signature, computed here on its own: HMAC-SHA256 keyed with the apiToken. */
function expectedSignature(key: RecordKey, previewName: string, publicKey = ''): string {
  const message = `appetize-deploy-action preview record v1\n${key.repositoryId}\n${key.pullRequestNumber}\n${previewName}\n${publicKey}`
  return createHmac('sha256', key.secret).update(message).digest('base64url')
}

function comment(login: string, body: string, id = nextId++) {
  return { id, login, body, htmlUrl: `https://github.com/acme/app/pull/1#issuecomment-${id}` }
}

describe('the deploy time and environment (signature v2)', () => {
  const deployed: CommentRecord = {
    kind: 'preview',
    previewName: 'android',
    publicKey: 'abc123',
    deployedAt: Date.parse('2026-11-22T10:00:00Z'),
    environment: 'appetize preview/ü'
  }

  it('writes both, signed with them, and reads them back', () => {
    const marker = renderMarker(deployed, KEY)
    const env = Buffer.from('appetize preview/ü').toString('base64url')
    const message = `appetize-deploy-action preview record v2\n700001\n12\nandroid\nabc123\n2026-11-22T10:00:00Z\n${env}`
    const sig = createHmac('sha256', KEY.secret).update(message).digest('base64url')
    expect(marker).toBe(
      `<!-- appetize-deploy-action:preview name=android publicKey=abc123 deployed=2026-11-22T10:00:00Z env=${env} sig=${sig} -->`
    )
    const read = parseMarker(marker)
    expect(read).toEqual({ ...deployed, signature: sig })
    expect(read?.kind === 'preview' && isSigned(read, KEY)).toBe(true)
  })

  it('does not verify once the deploy time is changed or cut (a reset TTL, a v1 downgrade)', () => {
    const marker = renderMarker(deployed, KEY)
    const later = marker.replace('2026-11-22T10:00:00Z', '2026-12-22T10:00:00Z')
    const cut = marker.replace(/ deployed=\S+ env=\S+/, '')
    for (const forged of [later, cut]) {
      const read = parseMarker(forged)
      expect(read?.kind === 'preview' && isSigned(read, KEY)).toBe(false)
    }
  })

  it('still reads and verifies a record of version 1.1, without either', () => {
    const sig = expectedSignature(KEY, 'android', 'abc123')
    const read = parseMarker(
      `<!-- appetize-deploy-action:preview name=android publicKey=abc123 sig=${sig} -->`
    )
    expect(read).toEqual({
      kind: 'preview',
      previewName: 'android',
      publicKey: 'abc123',
      signature: sig
    })
    expect(read?.kind === 'preview' && isSigned(read, KEY)).toBe(true)
  })
})

describe('renderMarker and parseMarker', () => {
  it('writes the documented marker, signed, and reads it back', () => {
    const record: CommentRecord = { kind: 'preview', previewName: 'android', publicKey: 'abc123' }
    const sig = expectedSignature(KEY, 'android', 'abc123')
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(renderMarker(record, KEY)).toBe(
      `<!-- appetize-deploy-action:preview name=android publicKey=abc123 sig=${sig} -->`
    )
    expect(parseMarker(`${renderMarker(record, KEY)}\n### Preview`)).toEqual({
      ...record,
      signature: sig
    })
  })

  it('records a removed preview without a publicKey, and a plain update by its app, unsigned', () => {
    const removed: CommentRecord = { kind: 'preview', previewName: 'ios', publicKey: undefined }
    const update: CommentRecord = { kind: 'update', publicKey: 'p7nww3n6ubq73r1nh9jtauqy8w' }
    const sig = expectedSignature(KEY, 'ios')
    expect(renderMarker(removed, KEY)).toBe(
      `<!-- appetize-deploy-action:preview name=ios sig=${sig} -->`
    )
    expect(parseMarker(renderMarker(removed, KEY))).toEqual({ ...removed, signature: sig })
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
        publicKey: fc.option(key, { nil: undefined })
      }),
      fc.record({ kind: fc.constant('update' as const), publicKey: key })
    )
    fc.assert(
      fc.property(record, fc.string(), (written, rest) => {
        const read = parseMarker(`${renderMarker(written, KEY)}\n${rest}`)
        if (written.kind === 'update') return expect(read).toEqual(written)
        expect(read).toMatchObject(written)
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

describe('findRecords', () => {
  const marker = (previewName: string, publicKey: string, key = KEY) =>
    renderMarker({ kind: 'preview', previewName, publicKey }, key)

  it('ignores a copied marker in a comment by someone else', () => {
    const comments = [
      comment('mallory', `${marker('android', 'productionApp')}\nlooks official`),
      comment(BOT, `${marker('android', 'previewApp')}\n### Preview`)
    ]
    const { signed, untrusted } = findRecords(comments, BOT, KEY, 'android')
    expect(signed.map(entry => entry.record.publicKey)).toEqual(['previewApp'])
    expect(signed[0]?.comment).toBe(comments[1])
    expect(untrusted).toEqual([])
    expect(findRecords(comments.slice(0, 1), BOT, KEY)).toEqual({ signed: [], untrusted: [] })
  })

  it('acts on no record of its own identity without the signature of this key and pull request', () => {
    const bare = '<!-- appetize-deploy-action:preview name=android publicKey=productionApp -->'
    const forged = `<!-- appetize-deploy-action:preview name=android publicKey=productionApp sig=${'A'.repeat(43)} -->`
    const comments = [
      comment(BOT, bare, 1),
      comment(BOT, forged, 2),
      comment(BOT, marker('android', 'productionApp', { ...KEY, secret: 'another token' }), 3),
      comment(BOT, marker('android', 'productionApp', { ...KEY, pullRequestNumber: 13 }), 4),
      comment(BOT, marker('android', 'productionApp', { ...KEY, repositoryId: 700002 }), 5),
      // A signed record with its publicKey changed by hand.
      comment(BOT, marker('android', 'previewApp').replace('previewApp', 'productionApp'), 6),
      comment(BOT, marker('android', 'previewApp'), 7)
    ]
    const found = findRecords(comments, BOT, KEY, 'android')
    expect(found.signed.map(entry => entry.comment.id)).toEqual([7])
    expect(found.untrusted.map(entry => entry.comment.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('compares logins as GitHub does, without regard to case', () => {
    expect(
      findRecords([comment('Octo-Maintainer', marker('ios', 'k'))], 'octo-maintainer', KEY).signed
    ).toHaveLength(1)
  })

  it('finds one preview by name, or every preview of the pull request, oldest first', () => {
    const comments = [
      comment(BOT, marker('ios', 'k2'), 20),
      comment(BOT, marker('android', 'k1'), 10),
      comment(BOT, renderMarker({ kind: 'update', publicKey: 'k3' }, KEY), 30),
      comment(BOT, 'a comment without a record', 40)
    ]
    expect(findRecords(comments, BOT, KEY, 'ios').signed.map(entry => entry.comment.id)).toEqual([
      20
    ])
    expect(findRecords(comments, BOT, KEY).signed.map(entry => entry.record.previewName)).toEqual([
      'android',
      'ios'
    ])
    expect(findUpdateRecords(comments, BOT, 'k3').map(entry => entry.comment.id)).toEqual([30])
    expect(findUpdateRecords(comments, BOT, 'k1')).toEqual([])
  })

  it('trusts no comment when the login is unknown (a deleted account has none)', () => {
    expect(findRecords([comment('', marker('ios', 'k'))], '', KEY)).toEqual({
      signed: [],
      untrusted: []
    })
  })
})
