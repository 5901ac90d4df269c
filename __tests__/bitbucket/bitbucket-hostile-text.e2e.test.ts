/**
 * Hostile pull request titles and branch names, end to end on the installed tool with Bitbucket
 * Pipelines' variables, against the fakes. Bitbucket's Markdown turns `@{account id}` into a
 * mention (a notification), `:name:` into an emoji, links, autolinks, images, headings and tables
 * into markup; a runner reads `::name::` at a line's start and `##[` anywhere as a command. Both
 * come from someone else: the comment renders them as the text they are (the same markup as a
 * plain title's comment), the output carries no command, the build status's name is the tool's
 * own, and the record stays invisible (an empty link, not an HTML comment, which Bitbucket would
 * show as text).
 *
 * https://support.atlassian.com/bitbucket-cloud/kb/how-to-mention-users-in-pull-request-comments-through-the-bitbucket-cloud-rest-api/
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import {
  type BitbucketFakes,
  FULL_NAME,
  installTool,
  type InstalledTool,
  PREVIEW_BUILD,
  pullRequestStep,
  resultOf,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'
import { ACCESS_TOKEN } from '../../test-support/fake-bitbucket/server.js'
import { renderGfm } from '../../test-support/harness/gfm.js'

const EVIL = 'evil.example'
/** [what, title, source branch]: each a pull request's, as Bitbucket's API gives them. */
const CASES: [string, string, string][] = [
  [
    'mentions and emoji',
    '@{557058:6d1f1b0e-aa} please look :x: :+1: @maria',
    'fix/@{557058:6d1f1b0e-aa}-:fire:-@maria'
  ],
  [
    'links, autolinks and images',
    `[click](https://${EVIL}/x) ![i](https://${EVIL}/i.png) <https://${EVIL}/a> https://${EVIL}/b www.${EVIL}`,
    `feat/[x](https://${EVIL}/c)![i](https://${EVIL}/i.png)-https://${EVIL}/d-www.${EVIL}`
  ],
  [
    'headings, tables and HTML',
    '# Heading\n| a | b |\n|---|---|\n| c | d |\n<img src=x onerror=alert(1)> <!-- x --> <b>bold</b>',
    '## h\n|x|y|\n|-|-|\n<script>alert(1)</script>'
  ],
  [
    'workflow commands',
    '::error::owned\n::add-mask::x\r\n##[warning]y %0A::set-output name=a::b',
    'x\n::error file=a::owned\u2028##[error]z'
  ]
]
const PLAIN = ['Log in with a passkey', 'feature/login'] as const

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
})
afterEach(() => stopBitbucketFakes(fakes))

/** A first preview of pull request 7 with this title and branch: its comment and output. */
async function previewOf(title: string, sourceBranch: string) {
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { title, sourceBranch })
  const run = await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  expect(run.exitCode).toBe(0)
  const result = resultOf(run)
  expect(result).toMatchObject({ previewAction: 'created' })
  const comments = visibleComments(fakes.bitbucket)
  expect(comments).toHaveLength(1)
  return { run, result, raw: comments[0]?.raw ?? '' }
}

/** The markup of rendered Markdown: its element names in order, text and attributes left out. */
function skeleton(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map(([tag]) => tag.toLowerCase())
}

/** The text a reader sees: the rendered HTML without its tags. */
function shown(html: string): string {
  return html.replace(/<[^>]*>/g, '')
}

it.each(CASES)(
  '%s in the title and the branch: rendered as text, no command in the output',
  async (_, title, branch) => {
    const plain = await previewOf(...PLAIN)
    await stopBitbucketFakes(fakes)
    fakes = await startBitbucketFakes({ service: { apps: {} } })
    const { run, result, raw } = await previewOf(title, branch)
    const html = renderGfm(raw)

    // The same markup as a plain title's and branch's comment: no link, image, heading, table
    // cell, emphasis or HTML element more.
    expect(skeleton(html)).toEqual(skeleton(renderGfm(plain.raw)))
    expect(html).not.toContain(`href="https://${EVIL}`)
    expect(html).not.toContain(`src="https://${EVIL}`)
    expect(html).not.toMatch(/<(img|h1|h2|script|b)\b/)
    // No mention and no emoji shortcode survives in what Bitbucket stores.
    const body = raw.split('\n').slice(1).join('\n')
    expect(body).not.toContain('@{')
    expect(body).not.toMatch(/@[a-z{]/i)
    expect(body).not.toMatch(/:[a-z0-9_+-]+:/i)
    expect(body).not.toMatch(/^\s*#{1,2}\s/m)
    // The record: the first line, an empty link that shows nothing; no HTML comment anywhere.
    expect(raw).not.toContain('<!--')
    expect(raw.split('\n')[0]).toMatch(/^\[\]\(http:\/\/appetize-deploy-action\/[^\s()]+\)$/)
    expect(shown(html)).not.toMatch(/appetize-deploy-action|sig=|publicKey=/)
    expect(shown(html)).toContain('Preview: android')
    expect(html).toContain(`href="${String(result.appUrl)}"`)

    // Nothing a runner reads as a command, on either stream.
    for (const line of `${run.stdout}\n${run.stderr}`.split(/\r\n|\n|\r|\u2028|\u2029|\u0085/)) {
      expect(line).not.toMatch(/^\s*::/)
      expect(line).not.toContain('##[')
    }
  }
)

it('the build status on the head is named by the tool, never by the pull request', async () => {
  const title = CASES.map(([, one]) => one).join(' ')
  const branch = CASES.map(([, , one]) => one).join('-')
  const { result } = await previewOf(title, branch)
  expect(fakes.bitbucket.statusWrites.length).toBeGreaterThan(0)
  for (const status of fakes.bitbucket.statusWrites) {
    expect(status.name).toBe('Appetize preview (android)')
    expect(`${status.key} ${status.description}`).not.toMatch(/evil|@\{|::|##\[|<|\n/)
    expect(status.url).toBe(result.appUrl)
  }
})

it('a hostile title and branch stay text when the comment is edited after a push', async () => {
  const [, title, branch] = CASES[1]!
  await previewOf(title, branch)
  fakes.bitbucket.moveHead(FULL_NAME, 7, '7a'.repeat(20))
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { title: CASES[0]![1], sourceBranch: CASES[0]![2] })
  const run = await tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes))
  expect(run.exitCode).toBe(0)
  expect(resultOf(run)).toMatchObject({ previewAction: 'updated' })
  const raw = visibleComments(fakes.bitbucket)[0]?.raw ?? ''
  expect(raw).toContain('7a7a7a7')
  const html = renderGfm(raw)
  expect(html).not.toContain(`href="https://${EVIL}`)
  expect(raw.split('\n').slice(1).join('\n')).not.toMatch(/@\{|:fire:|:x:/)
})

it('a branch named after a secret: neither token reaches the comment, the status or the output', async () => {
  const service = fakes.service.apiToken
  const { run, raw } = await previewOf(
    `Fix ${ACCESS_TOKEN} ${service}`,
    `leak/${ACCESS_TOKEN}/${Buffer.from(service).toString('base64')}`
  )
  for (const text of [raw, run.stdout, run.stderr, JSON.stringify(fakes.bitbucket.statusWrites)]) {
    expect(text).not.toContain(ACCESS_TOKEN)
    expect(text).not.toContain(service)
    expect(text).not.toContain(Buffer.from(service).toString('base64'))
  }
  expect(raw).toContain('leak')
})
