/**
 * The device list the fake serves at `GET {v2}/service/devices` (no token), in the shape of the
 * service's v2 reference: `[{ id, name, platform, osVersions }]`. A small, realistic selection.
 *
 * https://docs.appetize.io/rest-api
 */

/** One device the service can stream. */
export interface FakeDevice {
  /** The id used in app links (`?device=pixel7`). */
  id: string
  name: string
  platform: 'ios' | 'android'
  osVersions: string[]
}

export const DEFAULT_DEVICES: FakeDevice[] = [
  { id: 'iphone15pro', name: 'iPhone 15 Pro', platform: 'ios', osVersions: ['17.2', '18.0'] },
  {
    id: 'iphone15promax',
    name: 'iPhone 15 Pro Max',
    platform: 'ios',
    osVersions: ['17.2', '18.0']
  },
  { id: 'iphone14', name: 'iPhone 14', platform: 'ios', osVersions: ['16.4', '17.2'] },
  {
    id: 'iphonese3rdgen',
    name: 'iPhone SE (3rd generation)',
    platform: 'ios',
    osVersions: ['17.2']
  },
  { id: 'ipadair4thgen', name: 'iPad Air (4th generation)', platform: 'ios', osVersions: ['17.2'] },
  { id: 'pixel7', name: 'Pixel 7', platform: 'android', osVersions: ['13.0', '14.0'] },
  { id: 'pixel8pro', name: 'Pixel 8 Pro', platform: 'android', osVersions: ['14.0', '15.0'] },
  { id: 'pixel6pro', name: 'Pixel 6 Pro', platform: 'android', osVersions: ['12.0', '13.0'] },
  { id: 'galaxys23', name: 'Galaxy S23', platform: 'android', osVersions: ['13.0', '14.0'] },
  { id: 'galaxytabs8', name: 'Galaxy Tab S8', platform: 'android', osVersions: ['13.0'] }
]
