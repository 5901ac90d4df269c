/**
 * The registry of review platforms: each platform's descriptor (plain data, in its own folder)
 * and, for those the npm package carries, its adapter's reading of a run from its CI's variables
 * and the options, loaded only when `preview` or `sweep` runs there. The command line, its help,
 * the packaging (scripts/package-cli.mjs) and the lint rules (eslint.config.js,
 * .dependency-cruiser.cjs) read this list. Adding a platform: its folder (with descriptor.ts
 * and its reader), its fake, ONE line here, its docs and tests (CONTRIBUTING.md).
 */
import { BITBUCKET } from '../bitbucket/descriptor.js'
import { GITHUB } from '../github/descriptor.js'
import { GITLAB } from '../gitlab/descriptor.js'
import type { PlatformDescriptor, PlatformRunReader } from '../review/platform-descriptor.js'

/** A platform as the registry lists it. */
export interface RegisteredPlatform {
  readonly descriptor: PlatformDescriptor
  /** Loads its adapter's reading of a run (only for a platform the npm package carries). */
  readonly load?: () => Promise<PlatformRunReader>
}

/** Every review platform, in the order help and messages list them. */
export const PLATFORMS: readonly RegisteredPlatform[] = [
  { descriptor: GITHUB },
  { descriptor: GITLAB, load: () => import('../gitlab/ci-run.js') },
  { descriptor: BITBUCKET, load: () => import('../bitbucket/ci-run.js') }
]

/** The platforms the command line offers: those the npm package carries. */
export function commandLinePlatforms(
  platforms: readonly RegisteredPlatform[] = PLATFORMS
): RegisteredPlatform[] {
  return platforms.filter(({ descriptor }) => descriptor.packaged)
}
