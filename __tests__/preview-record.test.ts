/**
 * The preview record in the sticky comment: written and read back exactly, and trusted only in a
 * comment of the token's own identity — a participant who copies the marker cannot point the
 * close event at another app.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  findRecords,
  findUpdateRecords,
  parseMarker,
  PREVIEW_NAME_PATTERN,
  PUBLIC_KEY_PATTERN,
  renderMarker,
  type CommentRecord
} from '../src/github/preview-record.js'

const BOT = 'github-actions[bot]'
let nextId = 100

function comment(login: string, body: string, id = nextId++) {
  return { id, login, body, htmlUrl: `https://github.com/acme/app/pull/1#issuecomment-${id}` }
}

describe('renderMarker and parseMarker', () => {
  it('writes the documented marker and reads it back', () => {
    const record: CommentRecord = { kind: 'preview', previewName: 'android', publicKey: 'abc123' }
    expect(renderMarker(record)).toBe(
      '<!-- appetize-deploy-action:preview name=android publicKey=abc123 -->'
    )
    expect(parseMarker(`${renderMarker(record)}\n### Preview`)).toEqual(record)
  })

  it('records a removed preview without a publicKey, and a plain update by its app', () => {
    const removed: CommentRecord = { kind: 'preview', previewName: 'ios', publicKey: undefined }
    const update: CommentRecord = { kind: 'update', publicKey: 'p7nww3n6ubq73r1nh9jtauqy8w' }
    expect(renderMarker(removed)).toBe('<!-- appetize-deploy-action:preview name=ios -->')
    expect(parseMarker(renderMarker(removed))).toEqual(removed)
    expect(parseMarker(`${renderMarker(update)}\r\ntext`)).toEqual(update)
  })

  it('refuses to write a name or key that would break the marker', () => {
    for (const previewName of ['', 'a b', 'a-->', 'x'.repeat(65), 'ä']) {
      expect(() => renderMarker({ kind: 'preview', previewName, publicKey: 'k' })).toThrow(
        RangeError
      )
    }
    expect(() => renderMarker({ kind: 'update', publicKey: 'k -->' })).toThrow(RangeError)
  })

  it.each([
    ['not on the first line', '\n<!-- appetize-deploy-action:preview name=a publicKey=k -->'],
    ['after other text', 'hi <!-- appetize-deploy-action:preview name=a publicKey=k -->'],
    ['with text after it on its line', '<!-- appetize-deploy-action:preview name=a -->x'],
    ['with an extra attribute', '<!-- appetize-deploy-action:preview name=a publicKey=k x=1 -->'],
    ['with the attributes swapped', '<!-- appetize-deploy-action:preview publicKey=k name=a -->'],
    ['with a quoted key', '<!-- appetize-deploy-action:preview name=a publicKey="k" -->'],
    ['with an unknown kind', '<!-- appetize-deploy-action:delete publicKey=k -->'],
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
        expect(parseMarker(`${renderMarker(written)}\n${rest}`)).toEqual(written)
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
  const marker = (previewName: string, publicKey: string) =>
    renderMarker({ kind: 'preview', previewName, publicKey })

  it('ignores a copied marker in a comment by someone else', () => {
    const comments = [
      comment('mallory', `${marker('android', 'productionApp')}\nlooks official`),
      comment(BOT, `${marker('android', 'previewApp')}\n### Preview`)
    ]
    const found = findRecords(comments, BOT, 'android')
    expect(found.map(entry => entry.record.publicKey)).toEqual(['previewApp'])
    expect(found[0]?.comment).toBe(comments[1])
    expect(findRecords(comments.slice(0, 1), BOT)).toEqual([])
  })

  it('compares logins as GitHub does, without regard to case', () => {
    expect(
      findRecords([comment('Octo-Maintainer', marker('ios', 'k'))], 'octo-maintainer')
    ).toHaveLength(1)
  })

  it('finds one preview by name, or every preview of the pull request, oldest first', () => {
    const comments = [
      comment(BOT, marker('ios', 'k2'), 20),
      comment(BOT, marker('android', 'k1'), 10),
      comment(BOT, renderMarker({ kind: 'update', publicKey: 'k3' }), 30),
      comment(BOT, 'a comment without a record', 40)
    ]
    expect(findRecords(comments, BOT, 'ios').map(entry => entry.comment.id)).toEqual([20])
    expect(findRecords(comments, BOT).map(entry => entry.record.previewName)).toEqual([
      'android',
      'ios'
    ])
    expect(findUpdateRecords(comments, BOT, 'k3').map(entry => entry.comment.id)).toEqual([30])
    expect(findUpdateRecords(comments, BOT, 'k1')).toEqual([])
  })

  it('trusts no comment when the login is unknown (a deleted account has none)', () => {
    expect(findRecords([comment('', marker('ios', 'k'))], '')).toEqual([])
  })
})
