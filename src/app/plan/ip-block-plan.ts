import { InputError } from '../../shared/input-error.js'
import type { ActionInputs } from '../inputs.js'
import type { IpBlockSource } from '../../features/ip-blocks/allow-list-bounds.js'
import type { CanonicalSet } from '../../features/ip-blocks/cidr-set.js'
import type { FetchIpBlocksOperation } from '../../features/operations.js'
import { input, message, type Text } from '../../shared/message.js'
import { isPublicService } from '../../service/endpoints.js'

/** A warning of the plan, printed before the first operation runs. */
export interface PlanWarning {
  readonly text: Text
  readonly title: string
}

/**
 * The IP block operation the inputs ask for, with its guard rails and the allow-list to compare
 * with (https://docs.appetize.io/infrastructure/configure-network-access).
 *
 * @param workspace the folder a relative `ipv4Directory` starts from
 * @param warnings receives a warning for `ipv4Directory` given without `ipv4Formats`: empty
 *   formats mean no files, with or without a folder (a reusable workflow may always pass one)
 * @returns undefined when `ipBlocks` is not true
 * @throws InputError for an invalid `previousIpv4` entry (named), an unknown format, or a guard
 *   rail or format given without what it applies to
 */
export async function planIpBlocks(
  inputs: ActionInputs,
  workspace: string,
  warnings: PlanWarning[] = []
): Promise<FetchIpBlocksOperation | undefined> {
  const noFormats = inputs.ipv4Formats.split(/[,\n]/).every(name => name.trim() === '')
  if (inputs.ipv4Directory !== '' && noFormats) {
    warnings.push({
      text: message`${input('ipv4Directory')} is given, but ${input('ipv4Formats')} is empty: no file is written. Name the formats to write into the folder, or leave ${input('ipv4Directory')} empty.`,
      title: 'No files to write'
    })
  }
  if (!inputs.ipBlocks) {
    const names = ['previousIpv4', 'ipv4MaxRemoved', 'ipv4Formats', 'ipv4MaxEntries'] as const
    for (const name of names) {
      if (inputs[name] !== '' && inputs[name] !== undefined) {
        throw new InputError(
          name,
          message`${input(name)} is given, but ${input('ipBlocks')} is not true: set ${input('ipBlocks')}: true to fetch the IP blocks and compare them.`
        )
      }
    }
    return undefined
  }
  const source = isPublicService(inputs.baseUrl, inputs.privateInstanceUrl)
    ? 'public-service'
    : 'private-instance'
  const previous =
    inputs.previousIpv4.trim() === ''
      ? undefined
      : await previousBlocks(inputs.previousIpv4, source)
  if (inputs.ipv4MaxRemoved !== undefined && previous === undefined) {
    throw new InputError(
      'ipv4MaxRemoved',
      message`${input('ipv4MaxRemoved')} limits how many blocks of ${input('previousIpv4')} may be removed, but ${input('previousIpv4')} is empty: give the allow-list as it stands now.`
    )
  }
  return {
    kind: 'fetch-ip-blocks',
    source,
    previous: previous?.cidrs,
    ...(previous && previous.normalised.length > 0
      ? { previousMadeCanonical: previous.normalised }
      : {}),
    minCount: inputs.ipv4MinCount,
    maxRemoved: inputs.ipv4MaxRemoved,
    ...(inputs.ipv4MaxEntries === undefined ? {} : { maxEntries: inputs.ipv4MaxEntries }),
    // The formats' code is loaded only by runs that write files.
    ...(noFormats
      ? { formats: [] }
      : await (await import('./ipv4-files-plan.js')).planIpv4Files(inputs, workspace))
  }
}

/**
 * `previousIpv4` as canonical blocks, made so exactly as the service's list is (host bits
 * cleared, each such entry reported) and held to the same bounds; the user's own entries may be
 * quoted in an error. The CIDR code is loaded only here and by the IP block operation, never by
 * a plain update.
 */
async function previousBlocks(text: string, source: IpBlockSource): Promise<CanonicalSet> {
  const { CidrError } = await import('../../features/ip-blocks/cidr.js')
  const { parseCidrList, quoteEntry } = await import('../../features/ip-blocks/cidr-list.js')
  const { canonicalSet } = await import('../../features/ip-blocks/cidr-set.js')
  let entries: string[] = []
  try {
    entries = parseCidrList(text)
    return await withinBounds(canonicalSet(entries), source)
  } catch (error) {
    if (!(error instanceof CidrError)) throw error
    const entry = error.index === undefined ? undefined : entries[error.index]
    // A JSON entry that is not a string is named by its place only.
    const what =
      error.index === undefined
        ? error.problem
        : entry === undefined
          ? `entry ${error.index + 1} ${error.problem}`
          : `entry ${error.index + 1}, ${quoteEntry(entry)}, ${error.problem}`
    throw new InputError(
      'previousIpv4',
      message`${input('previousIpv4')} ${what}. Give a JSON array of IPv4 CIDRs, or CIDRs separated by commas, spaces or newlines (e.g. 63.135.170.0/24).`
    )
  }
}

/**
 * Refuses a `previousIpv4` out of the bounds the service's list is held to (allow-list-bounds.ts):
 * the same check on the same addresses, so every list the action writes is accepted back.
 *
 * @throws InputError naming the merged blocks out of bounds and what is allowed
 */
async function withinBounds(set: CanonicalSet, source: IpBlockSource): Promise<CanonicalSet> {
  const bounds = await import('../../features/ip-blocks/allow-list-bounds.js')
  const check = bounds.checkBounds(set.cidrs, source)
  if (check.accepted) return set
  throw new InputError(
    'previousIpv4',
    message`${input('previousIpv4')} is out of bounds: ${bounds.outOfBounds(check)}. ${bounds.allowedBounds(source)} The action never writes such a list: correct the allow-list by hand, then give it again.`
  )
}
