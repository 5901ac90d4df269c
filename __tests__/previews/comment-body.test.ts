/**
 * The sticky comment and the escaping that keeps it safe: whatever a pull request's author or the
 * service puts into a title, a branch, a file name or an app's name shows as text — never as
 * markup, a link, an image, a mention, a table row or a second record marker.
 */
// Inside properties, node:assert: jest's expect() builds every matcher on each call (tens of
// microseconds), paid on each of thousands of runs.
import assert from 'node:assert/strict'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  type AppCommentContent,
  renderCommentBody,
  renderCommentMarkdown,
  renderKeptCommentBody,
  renderRemovedCommentBody,
  type RemovedCommentContent
} from '../../src/features/previews/comment-body.js'
import { clip, escapeMarkdown, markdownLink, safeUrl } from '../../src/shared/markdown-text.js'
import {
  MARKER_PREFIX,
  type PreviewRecord,
  type RecordKey,
  recordSignature
} from '../../src/features/previews/preview-record.js'
import { GITHUB_TERMS } from '../../src/github/github-platform.js'
import { BITBUCKET_TERMS } from '../../src/bitbucket/terms.js'
import { trustedRecord } from '../../test-support/harness/trusted-record.js'
import { codePoint } from '../../test-support/harness/hostile-text.js'

const WJ = '\u2060'

// The key a run signs preview records with (preview-record.ts).
const KEY: RecordKey = {
  secret: 'test-api-token',
  platform: 'github',
  apiUrl: 'https://api.github.com',
  binding: '700001',
  pullRequestNumber: 12
}
const TEST_KEY = {
  secret: KEY.secret,
  repositoryId: 700001,
  pullRequestNumber: 12,
  apiUrl: KEY.apiUrl
}
const signedBody = (content: AppCommentContent) => renderCommentBody(content, KEY)
const signedRemovedBody = (content: RemovedCommentContent) => renderRemovedCommentBody(content, KEY)

/** Markdown's reading of escaped text: backslash escapes and the five entities undone. */
function unescape(markdown: string): string {
  return markdown
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split(WJ)
    .join('')
}

/** The characters that are neither escaped by a backslash nor part of an entity. */
function unescapedCharacters(escaped: string): string[] {
  const markdown = escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, '')
  const found: string[] = []
  for (let i = 0; i < markdown.length; i++) {
    if (markdown[i] === '\\') i++
    else found.push(markdown[i] ?? '')
  }
  return found
}

/** Strings rich in what Markdown, HTML and GitHub treat specially, and any other text. */
const hostileText = fc.oneof(
  fc.string({ unit: codePoint }),
  fc.string({
    unit: fc.constantFrom(
      ...'[]()<>!@#:/\\`*_|&"\'-=~$^{}\n\r\u2028\u0000\u202Ewww.https  aZ09'.split(''),
      '<!--',
      '-->',
      MARKER_PREFIX,
      'javascript:',
      '@everyone',
      '#12'
    ),
    maxLength: 40
  })
)

describe('escapeMarkdown', () => {
  it.each([
    ['**bold** _it_ `code`', '\\*\\*bold\\*\\* \\_it\\_ \\`code\\`'],
    ['[a](https://x.y)', `\\[${WJ}a\\]\\(https\\:${WJ}\\/\\/x\\.y\\)`],
    ['![img](x)', `\\!${WJ}\\[${WJ}img\\]\\(x\\)`],
    ['<img src=x onerror=alert(1)>', '&lt;img src\\=x onerror\\=alert\\(1\\)&gt;'],
    ['<!-- x -->', `&lt;\\!${WJ}\\-\\- x \\-\\-&gt;`],
    ['cc @octocat and #12', `cc \\@${WJ}octocat and \\#${WJ}12`],
    ['see www.evil.com', `see www${WJ}\\.evil\\.com`],
    ['a | b\nc\r\nd', 'a \\| b c  d'],
    ['Tom & "Jerry\'s"', `Tom &amp;${WJ} &quot;Jerry&#39;s&quot;`],
    // GitLab's references and inline diff: a merge request, a snippet, a label, a milestone,
    // an epic, an alert, a vulnerability, an insertion.
    [
      '!12 $3 ~bug %v1 &4 ^alert#5 [vulnerability:6] {+x+}',
      `\\!${WJ}12 \\$${WJ}3 \\~${WJ}bug \\%${WJ}v1 &amp;${WJ}4 \\^${WJ}alert\\#${WJ}5 \\[${WJ}vulnerability\\:${WJ}6\\] \\{${WJ}\\+x\\+\\}`
    ],
    // GitLab's quick actions start a line: the text never does.
    ['\n/merge\n/close', ' \\/merge \\/close'],
    ['1.0.0 (42)', '1\\.0\\.0 \\(42\\)'],
    // Bitbucket's mention by account id, and emoji shortcodes (GitHub, Bitbucket).
    ['@{557058:ab} :x: a: b', `\\@${WJ}\\{${WJ}557058\\:${WJ}ab\\} \\:${WJ}x\\: a\\: b`],
    ['plain words', 'plain words']
  ])('escapes %j', (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped)
  })

  it('drops direction overrides that would disguise the text', () => {
    expect(escapeMarkdown('abc\u202Efdp.exe')).toBe('abcfdp\\.exe')
  })

  it('leaves no marker, no tag, no line break and no unescaped bracket (property)', () => {
    fc.assert(
      fc.property(hostileText, text => {
        const escaped = escapeMarkdown(text)
        assert.ok(!escaped.includes(MARKER_PREFIX), escaped)
        assert.doesNotMatch(escaped, /[<>]/)
        assert.doesNotMatch(escaped, /[\n\r\u2028\u2029\u0085\v\f]/)
        assert.deepEqual(
          unescapedCharacters(escaped).filter(c => '[]()!`*_|#@'.includes(c)),
          []
        )
        assert.doesNotMatch(escaped, /@[A-Za-z0-9]/)
        assert.doesNotMatch(escaped, /:\/|:\\\//)
        // GitHub's and GitLab's references and mentions: each character that starts one is
        // followed by a word joiner (entities aside, which Markdown reads as one character).
        const joined = escaped.replace(/&(?:lt|gt|quot|#39);/g, '')
        assert.doesNotMatch(joined, /(?:[@#!$~%^[{]|&amp;)(?!\u2060)/)
      }),
      { numRuns: 2000 }
    )
  })

  it('keeps the text readable: Markdown renders exactly what was given (property)', () => {
    fc.assert(
      fc.property(hostileText, text => {
        const expected = text
          .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
          .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
          .split(WJ)
          .join('')
        assert.equal(unescape(escapeMarkdown(text)), expected)
      }),
      { numRuns: 2000 }
    )
  })
})

describe('safeUrl and links', () => {
  it('keeps an https link, with characters that end a link destination encoded', () => {
    expect(safeUrl('https://appetize.io/app/abc?device=pixel7')).toBe(
      'https://appetize.io/app/abc?device=pixel7'
    )
    expect(safeUrl("https://x.io/a)b(c]'d")).toBe('https://x.io/a%29b%28c%5D%27d')
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'notaurl', 'https://user:pw@x.io/'])(
    'refuses %s, and links nothing',
    url => {
      expect(safeUrl(url)).toBeUndefined()
      expect(markdownLink('open', url)).toBe('open')
    }
  )

  it('clips long text with an ellipsis, counting characters, not UTF-16 units', () => {
    expect(clip('😀'.repeat(5), 3)).toBe('😀😀…')
    expect(clip('short', 10)).toBe('short')
  })
})

/** A deploy without devices: a grid without rows. */
const NO_LINKS = { headings: ['Link'], byColumn: false, rows: [] }

const content: AppCommentContent = {
  record: { kind: 'preview', previewName: 'android', publicKey: 'p7nww3n6ubq73r1nh9jtauqy8w' },
  appUrl: 'https://appetize.io/app/p7nww3n6ubq73r1nh9jtauqy8w',
  deviceLinks: {
    headings: ['Link'],
    byColumn: false,
    rows: [
      {
        device: { entry: 'pixel7', id: 'pixel7' },
        urls: ['https://appetize.io/app/p7nww3n6ubq73r1nh9jtauqy8w?device=pixel7']
      }
    ]
  },
  platform: 'android',
  reportedApp: { name: 'Example App', version: '1.4.2', versionCode: '42' },
  versionCode: 7,
  build: 'app-release.apk',
  branch: 'feature/dark-mode',
  commitSha: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b',
  updatedAt: new Date('2026-01-05T09:30:12Z'),
  terms: GITHUB_TERMS
}

describe('renderCommentBody', () => {
  it("stays within a GitHub comment's 65,536 characters, and so a GitLab note's 1,000,000", () => {
    // The most the inputs allow (40 links of queries up to 1,000 characters, 6 columns), and
    // every clipped value made of the character whose escaping is longest.
    const worst = '&'.repeat(10_000)
    const url = `https://appetize.io/app/${'a'.repeat(26)}?${'x'.repeat(1000)}`
    const body = signedBody({
      ...content,
      deviceLinks: {
        headings: Array.from({ length: 6 }, () => worst),
        byColumn: false,
        rows: Array.from({ length: 7 }, () => ({
          device: { entry: worst, id: worst, osVersion: worst },
          urls: Array.from({ length: 6 }, () => url)
        }))
      },
      platform: worst,
      reportedApp: { name: worst, version: worst, versionCode: worst },
      versionCode: worst,
      build: worst,
      branch: worst,
      commitSha: worst
    })
    expect([...body].length).toBeLessThan(65_536)
  })

  it('shows the link, the devices, what the service reports, the build and the commit', () => {
    expect(signedBody(content)).toBe(
      [
        `<!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w v=3 sig=${recordSignature(content.record as PreviewRecord, KEY)} -->`,
        '### Preview: android',
        '',
        '**[Open the app in the browser](https://appetize.io/app/p7nww3n6ubq73r1nh9jtauqy8w)**',
        '',
        '| Device | OS version | Link |',
        '|---|---|---|',
        '| pixel7 | default | [open](https://appetize.io/app/p7nww3n6ubq73r1nh9jtauqy8w?device=pixel7) |',
        '',
        '| | |',
        '|---|---|',
        '| App | Example App 1\\.4\\.2 (42) |',
        '| Platform | android |',
        '| versionCode | 7 |',
        '| Build | app\\-release\\.apk |',
        '| Branch | feature\\/dark\\-mode |',
        '| Commit | 1a2b3c4 |',
        '| Updated | 2026-01-05 09:30 UTC |',
        '',
        '<sub>This comment is edited in place on every push; the app is deleted when the pull request closes.</sub>',
        ''
      ].join('\n')
    )
    expect(trustedRecord(signedBody(content), TEST_KEY)).toEqual(content.record)
  })

  it('says so when the app could not be read back, and heads a plain update differently', () => {
    const body = signedBody({
      ...content,
      record: { kind: 'update', publicKey: 'p7nww3n6ubq73r1nh9jtauqy8w' },
      reportedApp: undefined
    })
    expect(body).toContain('### App updated')
    expect(body).toContain('| App | not known (the service could not be asked) |')
    expect(body).toContain('edited in place on every deploy')
  })

  it('adds no markup of its own for hostile values from anywhere (property)', () => {
    const ours = signedBody({ ...content, deviceLinks: NO_LINKS })
    const count = (text: string, part: string) => text.split(part).length - 1
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, hostileText, (a, b, c, d) => {
        const body = signedBody({
          ...content,
          deviceLinks: NO_LINKS,
          platform: a,
          reportedApp: { name: b, version: c, versionCode: d },
          build: c,
          branch: d,
          commitSha: a,
          versionCode: b
        })
        // Exactly our marker, our one link, our table rows and our tags: nothing added.
        assert.equal(count(body, MARKER_PREFIX), 1)
        assert.equal(count(body, ']('), count(ours, ']('))
        assert.equal(count(body, '<'), count(ours, '<'))
        assert.equal(count(body, '\n'), count(ours, '\n'))
        assert.equal(body.split('\n').filter(line => line.startsWith('|')).length, 9)
        assert.deepEqual(trustedRecord(body, TEST_KEY), content.record)
      }),
      { numRuns: 300 }
    )
  })

  it('is the job summary text without the marker', () => {
    expect(signedBody(content)).toBe(
      `${signedBody(content).split('\n')[0]}\n${renderCommentMarkdown(content)}`
    )
    expect(renderCommentMarkdown(content)).not.toContain(MARKER_PREFIX)
  })
})

describe('renderRemovedCommentBody', () => {
  it('keeps the previewName in the record, without the deleted app', () => {
    const body = signedRemovedBody({
      previewName: 'ios',
      publicKey: 'abc123',
      merged: true,
      removedAt: new Date('2026-01-06T10:00:00Z'),
      terms: GITHUB_TERMS
    })
    expect(trustedRecord(body, TEST_KEY)).toEqual({
      kind: 'preview',
      previewName: 'ios',
      publicKey: undefined
    })
    expect(body).toContain('### Preview: ios (removed)')
    expect(body).toContain(
      'App abc123 was deleted when the pull request was merged, 2026-01-06 10:00 UTC.'
    )
    const closed = signedRemovedBody({
      previewName: 'ios',
      merged: false,
      removedAt: new Date('2026-01-06T10:00:00Z'),
      terms: GITHUB_TERMS
    })
    expect(closed).toContain('The app was deleted when the pull request was closed')
  })
})

describe('a platform that shows HTML tags as text', () => {
  const plain = { ...GITHUB_TERMS, showsHtml: false }

  it('writes the small print in Markdown italics, never as <sub>', () => {
    const body = signedBody({ ...content, terms: plain })
    expect(body).not.toContain('<sub>')
    expect(body.trimEnd().split('\n').at(-1)).toBe(
      '_This comment is edited in place on every push; the app is deleted when the pull request closes._'
    )
    const removed = signedRemovedBody({
      previewName: 'ios',
      merged: true,
      removedAt: new Date('2026-01-06T10:00:00Z'),
      terms: plain
    })
    expect(removed).not.toContain('<sub>')
  })

  it('replaces that small print when the preview is kept', () => {
    const kept = renderKeptCommentBody(signedBody({ ...content, terms: plain }), 'keep', plain)
    const lines = kept.trimEnd().split('\n')
    expect(lines.at(-1)).toMatch(
      /^_Kept after the pull request closed: it carries the label keep\./
    )
    expect(lines.filter(line => line.startsWith('_'))).toHaveLength(1)
  })
})

describe("Bitbucket's words for a removal", () => {
  const removedAt = new Date('2026-01-06T10:00:00Z')

  it('a manual delete names `preview --delete`, not a stopped environment', () => {
    const body = signedRemovedBody({
      previewName: 'ios',
      publicKey: 'abc123',
      merged: false,
      stopped: true,
      removedAt,
      terms: BITBUCKET_TERMS
    })
    expect(body).toContain(
      'App abc123 was deleted when `preview --delete` was run by hand, 2026-01-06 10:00 UTC.'
    )
    expect(body).not.toContain('stopped')
    const github = signedRemovedBody({
      previewName: 'ios',
      merged: false,
      stopped: true,
      removedAt,
      terms: GITHUB_TERMS
    })
    expect(github).toContain(
      'The app was deleted when the preview was stopped, 2026-01-06 10:00 UTC.'
    )
  })

  it('a kept preview says it was kept when `preview --delete` was run by hand', () => {
    const body = signedBody({ ...content, terms: BITBUCKET_TERMS })
    const kept = renderKeptCommentBody(body, 'keep-preview', BITBUCKET_TERMS, true)
    expect(kept.trimEnd().split('\n').at(-1)).toMatch(
      /^_Kept when `preview --delete` was run by hand: it carries \\\[keep\\-preview\\\] in its/
    )
    expect(renderKeptCommentBody(signedBody(content), 'keep', GITHUB_TERMS, true)).toContain(
      'Kept when the preview was stopped: it carries the label keep.'
    )
  })

  it('a removed comment never promises a reopen, which Bitbucket cannot do', () => {
    const body = signedRemovedBody({
      previewName: 'ios',
      merged: true,
      removedAt,
      terms: BITBUCKET_TERMS
    })
    expect(body).not.toContain('reopened')
    expect(body.trimEnd().split('\n').at(-1)).toBe(
      '_Bitbucket cannot reopen it: a new pull request from this branch gets a new preview._'
    )
    const github = signedRemovedBody({
      previewName: 'ios',
      merged: true,
      removedAt,
      terms: GITHUB_TERMS
    })
    expect(github).toContain('A new preview is created if the pull request is reopened.')
  })
})
