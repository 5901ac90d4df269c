/**
 * The link grid: links built with the URL API (every value percent-encoded into its own query
 * parameter, parsed back with `new URL()`), the `deviceLinks` output's shape, and the grid as a
 * table in the comment's Markdown (rendered as GitHub renders it) and the summary's HTML, with
 * hostile values anywhere.
 */
import assert from 'node:assert/strict'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseDevices } from '../../src/app/plan/devices-input.js'
import { parseLinkParams } from '../../src/app/plan/link-params-input.js'
import {
  deviceLinks,
  deviceLinksOutput,
  type LinkGrid
} from '../../src/features/update-app/device-links.js'
import { linkGridHtml, linkGridMarkdown } from '../../src/features/update-app/link-grid-table.js'
import { gfmTables, hrefs, renderGfm } from '../../test-support/harness/gfm.js'
import { codePoint, hostileText } from '../../test-support/harness/hostile-text.js'
import { plainText } from '../../src/shared/message.js'

const PAGE = 'https://appetize.test/app/p7nww3n6ubq73r1nh9jtauqy8w'
const NO_WARNINGS = {
  warning: (message: string) => {
    throw new Error(`unexpected warning: ${message}`)
  }
}

/** The grid of a devices text and a linkParams text, on PAGE. */
async function grid(devices: string, linkParams: string, page = PAGE): Promise<LinkGrid> {
  return deviceLinks(
    page,
    { devices: parseDevices(devices), linkParams: await parseLinkParams(linkParams) },
    NO_WARNINGS
  )
}

describe('the links', () => {
  it('open the app on each device and OS version, with each column as configured', async () => {
    const links = await grid(
      'pixel7@14.0, pixel8pro',
      '- {language: en}\n- {language: de, orientation: landscape, launchUrl: "myapp://cart?id=1&x=2", params: {user: ada}}'
    )
    expect(links.headings).toEqual([
      'language: en',
      'language: de, orientation: landscape, launchUrl: myapp://cart?id=1&x=2, params: {"user":"ada"}'
    ])
    const opened = links.rows.map(row => row.urls.map(url => new URL(url)))
    for (const url of opened.flat()) expect(url.origin + url.pathname).toBe(PAGE)
    const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? [])
    expect(query(opened[0]?.[0])).toEqual({ device: 'pixel7', osVersion: '14.0', language: 'en' })
    expect(query(opened[0]?.[1])).toEqual({
      device: 'pixel7',
      osVersion: '14.0',
      language: 'de',
      orientation: 'landscape',
      launchUrl: 'myapp://cart?id=1&x=2',
      params: '{"user":"ada"}'
    })
    expect(query(opened[1]?.[0])).toEqual({ device: 'pixel8pro', language: 'en' })
    // The service's own example form: params as URL-encoded JSON.
    expect(links.rows[0]?.urls[1]).toContain('params=%7B%22user%22%3A%22ada%22%7D')
  })

  it('keep a query the app page has, and set device even if the page names one', async () => {
    const links = await grid('pixel7', 'scale: 50', `${PAGE}?device=other&codec=jpeg`)
    const url = new URL(links.rows[0]?.urls[0] ?? '')
    expect([...url.searchParams]).toEqual([
      ['device', 'pixel7'],
      ['codec', 'jpeg'],
      ['scale', '50']
    ])
  })

  it('are none, with a warning, when the app page is not known', () => {
    const warnings: string[] = []
    const links = deviceLinks(
      '',
      { devices: parseDevices('pixel7') },
      { warning: message => warnings.push(plainText(message)) }
    )
    expect(links.rows).toEqual([])
    expect(warnings).toEqual([
      "The app's page is not known for this baseUrl (the service sent no appURL), so there are no device links."
    ])
  })

  it('carry a hostile launchUrl or params value as that one value (property)', async () => {
    const pieces = fc.constantFrom(
      ...['&', '#', '"', '<', '>', '&device=evil', '#top', '\n', '\r\n', '\u2028', '%26', '+'],
      ...[' ', 'ü', '😀', '?', '=', '::error::x']
    )
    // Short enough that no link passes the length limit (1000 characters of query).
    const text = fc
      .array(fc.oneof(pieces, codePoint), { maxLength: 8 })
      .map(parts => parts.join(''))
    const oneLine = text.map(value => value.replace(/[\p{Cc}\u2028\u2029]/gu, ''))
    await fc.assert(
      fc.asyncProperty(
        oneLine.filter(value => value !== ''),
        fc.dictionary(text, text, { maxKeys: 2 }),
        async (rest, params) => {
          const launchUrl = `myapp://${rest}`
          const parsed = await parseLinkParams(JSON.stringify({ launchUrl, params }))
          const links = deviceLinks(
            PAGE,
            { devices: parseDevices('pixel7@14.0'), linkParams: parsed },
            NO_WARNINGS
          )
          const link = links.rows[0]?.urls[0] ?? ''
          // Printable ASCII only, nothing that ends a Markdown link or an HTML attribute.
          assert.match(link, /^[\x21-\x7e]+$/)
          assert.doesNotMatch(link, /["<>#\\\s]/)
          const url = new URL(link)
          assert.equal(url.origin + url.pathname, PAGE)
          assert.equal(url.hash, '')
          assert.deepEqual(
            [...url.searchParams.keys()],
            ['device', 'osVersion', 'launchUrl', 'params']
          )
          assert.equal(url.searchParams.get('launchUrl'), launchUrl)
          assert.equal(url.searchParams.get('params'), JSON.stringify(params))
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe('the deviceLinks output', () => {
  it('maps each devices entry as given to its link for one mapping', async () => {
    const links = await grid('pixel7@14.0, pixel7', 'language: de')
    expect(JSON.parse(deviceLinksOutput(links))).toEqual({
      'pixel7@14.0': `${PAGE}?device=pixel7&osVersion=14.0&language=de`,
      pixel7: `${PAGE}?device=pixel7&language=de`
    })
  })

  it('maps each entry to an object of column heading → link for a list', async () => {
    const links = await grid(
      'pixel7@13.0',
      '- {language: en}\n- {language: de, orientation: landscape}'
    )
    expect(JSON.parse(deviceLinksOutput(links))).toEqual({
      'pixel7@13.0': {
        'language: en': `${PAGE}?device=pixel7&osVersion=13.0&language=en`,
        'language: de, orientation: landscape': `${PAGE}?device=pixel7&osVersion=13.0&language=de&orientation=landscape`
      }
    })
  })
})

describe('the grid as a table', () => {
  it('is a GFM table: a row per device and OS version, a column per mapping', async () => {
    const links = await grid(
      'pixel7@14.0, pixel7@13.0, pixel8pro',
      '- {language: en}\n- {language: de, orientation: landscape}'
    )
    const markdown = linkGridMarkdown(links).join('\n')
    const [table, ...others] = gfmTables(markdown)
    expect(others).toEqual([])
    expect(table?.head).toEqual([
      'Device',
      'OS version',
      'language: en',
      'language: de, orientation: landscape'
    ])
    expect(table?.rows.map(row => row.slice(0, 2))).toEqual([
      ['pixel7', '14.0'],
      ['pixel7', '13.0'],
      ['pixel8pro', 'default']
    ])
    expect(hrefs(renderGfm(markdown))).toEqual(links.rows.flatMap(row => row.urls))
  })

  it('adds no cell, row, link or markup for hostile headings and devices (property)', () => {
    fc.assert(
      fc.property(
        fc.array(hostileText, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(hostileText, fc.option(hostileText, { nil: undefined })), {
          minLength: 1,
          maxLength: 3
        }),
        (headings, devices) => {
          const hostile: LinkGrid = {
            headings,
            byColumn: true,
            rows: devices.map(([id, osVersion]) => ({
              device: { entry: id, id, osVersion },
              urls: headings.map(() => `${PAGE}?device=x`)
            }))
          }
          const markdown = `before\n\n${linkGridMarkdown(hostile).join('\n')}\n\nafter`
          const html = renderGfm(markdown)
          const tables = gfmTables(markdown)
          assert.equal(tables.length, 1)
          assert.equal(tables[0]?.head.length, headings.length + 2)
          assert.equal(tables[0]?.rows.length, devices.length)
          for (const row of tables[0]?.rows ?? []) assert.equal(row.length, headings.length + 2)
          assert.equal(hrefs(html).length, headings.length * devices.length)
          // Only the renderer's own tags: a table, its rows and cells, the links, two paragraphs.
          const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map(([, tag]) => tag))
          for (const tag of tags)
            assert.ok(
              ['p', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a'].includes(tag ?? ''),
              tag
            )

          const summary = linkGridHtml(hostile)
          assert.equal(summary.split('<tr>').length - 1, devices.length + 1)
          assert.equal(summary.split('<a ').length - 1, headings.length * devices.length)
          // escapeHtml writes a line break as <br>: no other tag.
          const ours = /<\/?(table|tr|th|td|code)>|<br>|<a href="[^"<>]*">|<\/a>/g
          assert.doesNotMatch(summary.replace(ours, ''), /[<>]/)
        }
      ),
      { numRuns: 300 }
    )
  })

  it('is left out when there are no rows', () => {
    const empty: LinkGrid = { headings: ['Link'], byColumn: false, rows: [] }
    expect(linkGridMarkdown(empty)).toEqual([])
    expect(linkGridHtml(empty)).toBe('')
  })
})
