import type { DeviceLink } from '../previews/comment-body.js'

/** Where a missing app page is reported. */
interface WarningSink {
  warning(message: string, title?: string): void
}

/**
 * One link per device: the app's page with `?device=<id>`, which opens the app on that device.
 *
 * @param appUrl the app's page ('' when it is not known: no links, and a warning)
 * @param devices device ids, checked against the service's list
 */
export function deviceLinks(
  appUrl: string,
  devices: readonly string[],
  host: WarningSink
): DeviceLink[] {
  if (devices.length === 0) return []
  if (appUrl === '') {
    host.warning(
      "The app's page is not known for this baseUrl (the service sent no appURL), so there are no device links.",
      'No device links'
    )
    return []
  }
  return devices.map(device => {
    const url = new URL(appUrl)
    url.searchParams.set('device', device)
    return { device, url: url.href }
  })
}

/** The `deviceLinks` output: a JSON object, device id → link. */
export function deviceLinksOutput(links: readonly DeviceLink[]): string {
  return JSON.stringify(Object.fromEntries(links.map(link => [link.device, link.url])))
}
