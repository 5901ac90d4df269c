/**
 * The link grid end to end: the bundled dist/index.cjs run as the runner runs it, against the
 * fake service (its device list with `osVersions`, as the service's v2 reference shows it) and the
 * fake GitHub. The grid with OS versions and two columns in the comment (read back through a GFM
 * renderer), the job summary and `deviceLinks`; every link parsed back with `new URL()`; wrong
 * versions and hostile `linkParams` values.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeGitHub, WORKFLOW_TOKEN } from '../../test-support/fake-github/server.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { gfmTables, hrefs, renderGfm, type RenderedTable } from '../../test-support/harness/gfm.js'
import { strayCommands } from '../../test-support/harness/hostile-text.js'
import { previewStep } from '../../test-support/harness/preview-step.js'
import { runAction, type ActionRun } from '../../test-support/harness/runner.js'

const REPOSITORY = 'acme/mobile-app'
const TWO_COLUMNS = '- {language: en}\n- {language: de, orientation: landscape}'
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ appUrlBase: 'https://appetize.test' })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

/** A preview step on a pull request's first push. */
function preview(given: Record<string, string>): Promise<ActionRun> {
  return previewStep({ service, github }, { action: 'opened' }, { previewName: '', ...given })
}

/** The table of a rendered Markdown text whose first heading is `Device`. */
function gridTable(markdown: string): RenderedTable {
  const grids = gfmTables(markdown).filter(table => table.head[0] === 'Device')
  expect(grids).toHaveLength(1)
  return grids[0] as RenderedTable
}

/** A link's query as an object, after checking it opens the app's page. */
function opened(link: string, publicKey: string): Record<string, string> {
  const url = new URL(link)
  expect(`${url.origin}${url.pathname}`).toBe(`https://appetize.test/app/${publicKey}`)
  expect(url.hash).toBe('')
  return Object.fromEntries(url.searchParams)
}

describe('the grid of a preview', () => {
  it('shows devices with OS versions and two columns in the comment, the summary and deviceLinks', async () => {
    const run = await preview({
      devices: 'pixel7@14.0, pixel7@13.0, pixel8pro',
      linkParams: TWO_COLUMNS
    })
    expect(run.exitCode).toBe(0)
    const publicKey = run.outputs.publicKey ?? ''
    const [comment] = github.commentsOn(REPOSITORY, 12)
    const table = gridTable(comment?.body ?? '')
    expect(table.head).toEqual([
      'Device',
      'OS version',
      'language: en',
      'language: de, orientation: landscape'
    ])
    expect(table.rows.map(row => row.slice(0, 2))).toEqual([
      ['pixel7', '14.0'],
      ['pixel7', '13.0'],
      ['pixel8pro', 'default']
    ])
    const links = table.rows.map(row => row.slice(2).flatMap(cell => hrefs(cell)))
    expect(links.map(row => row.map(link => opened(link, publicKey)))).toEqual([
      [
        { device: 'pixel7', osVersion: '14.0', language: 'en' },
        { device: 'pixel7', osVersion: '14.0', language: 'de', orientation: 'landscape' }
      ],
      [
        { device: 'pixel7', osVersion: '13.0', language: 'en' },
        { device: 'pixel7', osVersion: '13.0', language: 'de', orientation: 'landscape' }
      ],
      [
        { device: 'pixel8pro', language: 'en' },
        { device: 'pixel8pro', language: 'de', orientation: 'landscape' }
      ]
    ])
    // The summary shows the same table, and deviceLinks the same links, keyed as given.
    expect(gridTable(run.summary)).toEqual(table)
    expect(JSON.parse(run.outputs.deviceLinks ?? '')).toEqual({
      'pixel7@14.0': {
        'language: en': links[0]?.[0],
        'language: de, orientation: landscape': links[0]?.[1]
      },
      'pixel7@13.0': {
        'language: en': links[1]?.[0],
        'language: de, orientation: landscape': links[1]?.[1]
      },
      pixel8pro: {
        'language: en': links[2]?.[0],
        'language: de, orientation: landscape': links[2]?.[1]
      }
    })
  })

  it('refuses an OS version the device does not run, listing those it does, before anything is sent', async () => {
    const run = await preview({ devices: 'pixel7@14.0, pixel8pro@13.0', linkParams: TWO_COLUMNS })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      {
        title: 'Invalid input: devices',
        message: expect.stringContaining(
          '"pixel8pro@13.0" in devices asks for OS version 13.0, which the service does not offer on pixel8pro. Its versions: 14.0, 15.0.'
        )
      }
    ])
    expect(service.requests.map(request => request.path)).toEqual(['/v2/service/devices'])
    expect(github.requests).toEqual([])
    expect(run.outputs).toEqual({})
  })

  it('refuses a linkParams name with the nearest, before any request', async () => {
    const run = await preview({ devices: 'pixel7', linkParams: 'orientaton: landscape' })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      {
        title: 'Invalid input: linkParams',
        message: expect.stringContaining(
          'linkParams sets "orientaton", a name it does not take. Did you mean "orientation"?'
        )
      }
    ])
    expect(service.requests).toEqual([])
    expect(github.requests).toEqual([])
  })
})

describe('hostile linkParams values', () => {
  const launchUrl = 'myapp://cart?id=1&device=evil#top"><img src=x>ü😀'
  const params = {
    'a&b': 'c=d&osVersion=1#x',
    note: 'line\nbreak\r\n::error::owned\u2028"quoted" <b>bold</b> | cell | [link](https://evil.test)',
    ünï: '😀'
  }

  it('stay their own values in every link, and add nothing to the comment or the log', async () => {
    const run = await preview({
      devices: 'pixel7@14.0',
      linkParams: JSON.stringify([{ launchUrl }, { params, language: 'de' }])
    })
    expect(run.exitCode).toBe(0)
    const publicKey = run.outputs.publicKey ?? ''
    const body = github.commentsOn(REPOSITORY, 12)[0]?.body ?? ''
    const table = gridTable(body)
    expect(table.head).toHaveLength(4)
    expect(table.rows).toHaveLength(1)
    expect(table.rows[0]).toHaveLength(4)
    const links = (table.rows[0] ?? []).slice(2).flatMap(cell => hrefs(cell))
    expect(links.map(link => opened(link, publicKey))).toEqual([
      { device: 'pixel7', osVersion: '14.0', launchUrl },
      { device: 'pixel7', osVersion: '14.0', language: 'de', params: JSON.stringify(params) }
    ])
    // Links and headings are the only markup the values reach: no image, bold or extra link.
    const html = renderGfm(body)
    expect(html).not.toMatch(/<img|<b>|evil\.test"/)
    for (const href of hrefs(html)) expect(href).toMatch(/^https:\/\/appetize\.test\/app\//)
    expect(
      strayCommands(`${run.stdout}\n${run.stderr}`, [service.apiToken, WORKFLOW_TOKEN])
    ).toEqual([])
    const output = JSON.parse(run.outputs.deviceLinks ?? '') as Record<
      string,
      Record<string, string>
    >
    expect(Object.values(output['pixel7@14.0'] ?? {})).toEqual(links)
  })

  it('refuses a launchUrl on two lines, naming what is allowed', async () => {
    const run = await preview({
      devices: 'pixel7',
      linkParams: JSON.stringify({ launchUrl: 'myapp://a\n::error::owned' })
    })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toContain(
      'linkParams: launchUrl must be a deep link with its scheme (myapp://screen or https://…), on one line, got the string "myapp://a\\n::error::owned".'
    )
    expect(service.requests).toEqual([])
  })
})

describe('the grid of a plain update', () => {
  it('is a table in the summary, and deviceLinks keeps its shape', async () => {
    const run = await runAction({
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'build 42',
      baseUrl: service.url,
      devices: 'pixel7@13.0, galaxys23',
      linkParams: 'grantPermissions: true\nparams: {user: ada}'
    })
    expect(run.exitCode).toBe(0)
    const output = JSON.parse(run.outputs.deviceLinks ?? '') as Record<string, string>
    expect(Object.keys(output)).toEqual(['pixel7@13.0', 'galaxys23'])
    expect(Object.values(output).map(link => opened(link, DEFAULT_PUBLIC_KEY))).toEqual([
      { device: 'pixel7', osVersion: '13.0', params: '{"user":"ada"}', grantPermissions: 'true' },
      { device: 'galaxys23', params: '{"user":"ada"}', grantPermissions: 'true' }
    ])
    const [, links] = run.summary.split('<h4>Device links</h4>')
    expect(links).toContain(
      '<tr><th>Device</th><th>OS version</th><th>params: {&quot;user&quot;:&quot;ada&quot;}, grantPermissions: true</th></tr>'
    )
    expect(hrefs(links ?? '')).toEqual(Object.values(output))
  })
})
