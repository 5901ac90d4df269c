/**
 * The link grid: the app's page opened on each `devices` entry (a row) with each column of
 * `linkParams`, as Appetize's query parameters (https://docs.appetize.io/platform/query-params-reference).
 * Links are built with the URL API, never by joining strings, so every value reaches the link
 * percent-encoded: a value cannot add another query parameter, a fragment, or leave the link.
 */
import { input, message, type Text } from '../../shared/message.js'

/** One `devices` entry: a device, and the OS version to open it on. */
export interface DeviceChoice {
  /** The entry as given (`pixel7@14.0`): the key of the `deviceLinks` output. */
  readonly entry: string
  /** The device id (`pixel7`), the link's `device`. */
  readonly id: string
  /** The link's `osVersion` (`14.0`); undefined: the service's default for the device. */
  readonly osVersion?: string
}

/** One column of the grid: the query parameters its links add, beyond device and osVersion. */
export interface LinkColumn {
  /** What it sets (`language: de, orientation: landscape`); `Link` when it sets nothing. */
  readonly heading: string
  /** Query parameter → value as the service reads it (before percent-encoding), in order. */
  readonly query: readonly (readonly [string, string])[]
}

/** The `linkParams` input: the grid's columns. */
export interface LinkParams {
  readonly columns: readonly LinkColumn[]
  /**
   * True when linkParams was a list of mappings: `deviceLinks` then maps each entry to an
   * object of column heading → link, instead of to its link.
   */
  readonly byColumn: boolean
}

/** No `linkParams`: one column, links with the device and OS version only. */
export const PLAIN_LINKS: LinkParams = {
  columns: [{ heading: 'Link', query: [] }],
  byColumn: false
}

/** A row of the grid: a `devices` entry and its link in each column. */
export interface LinkRow {
  readonly device: DeviceChoice
  /** One link per column, in the columns' order. */
  readonly urls: readonly string[]
}

/** The links of a deploy: no rows when there are no devices or the app's page is not known. */
export interface LinkGrid {
  /** Column headings, in order. */
  readonly headings: readonly string[]
  readonly byColumn: boolean
  readonly rows: readonly LinkRow[]
}

/** Where a missing app page is reported. */
interface WarningSink {
  warning(message: Text, title?: string): void
}

/**
 * The grid of links: `?device=<id>&osVersion=<version>` and each column's query parameters on
 * the app's page.
 *
 * @param appUrl the app's page ('' when it is not known: no links, and a warning)
 * @param links the devices, checked against the service's list, and the columns (`linkParams`)
 */
export function deviceLinks(
  appUrl: string,
  links: { readonly devices: readonly DeviceChoice[]; readonly linkParams?: LinkParams },
  host: WarningSink
): LinkGrid {
  const { columns, byColumn } = links.linkParams ?? PLAIN_LINKS
  const headings = columns.map(column => column.heading)
  if (links.devices.length === 0) return { headings, byColumn, rows: [] }
  if (appUrl === '') {
    host.warning(
      message`The app's page is not known for this ${input('baseUrl')} (the service sent no appURL), so there are no device links.`,
      'No device links'
    )
    return { headings, byColumn, rows: [] }
  }
  const rows = links.devices.map(device => ({
    device,
    urls: columns.map(column => deviceLink(appUrl, device, column))
  }))
  return { headings, byColumn, rows }
}

/** One link: the app's page, its own query kept, with the device's and the column's parameters. */
export function deviceLink(appUrl: string, device: DeviceChoice, column: LinkColumn): string {
  const url = new URL(appUrl)
  url.searchParams.set('device', device.id)
  if (device.osVersion !== undefined) url.searchParams.set('osVersion', device.osVersion)
  for (const [name, value] of column.query) url.searchParams.set(name, value)
  return url.href
}

/**
 * The `deviceLinks` output: a JSON object, each `devices` entry as given → its link; when
 * linkParams was a list, each entry → an object of column heading → link.
 */
export function deviceLinksOutput(grid: LinkGrid): string {
  return JSON.stringify(
    Object.fromEntries(
      grid.rows.map(row => [
        row.device.entry,
        grid.byColumn
          ? Object.fromEntries(grid.headings.map((heading, i) => [heading, row.urls[i]]))
          : row.urls[0]
      ])
    )
  )
}
