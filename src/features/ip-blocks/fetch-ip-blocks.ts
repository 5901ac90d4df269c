import { ActionFailure } from '../../shared/failure.js'
import { counted } from '../../shared/wording.js'
import { escapeHtml } from '../../shared/html.js'
import type { Host } from '../../shared/host.js'
import { describeOverlaps, type SpecialOverlap } from './allow-list-bounds.js'
import { formatCidr, type Cidr, type ParsedCidr } from './cidr.js'
import { compare, compareEntries } from './cidr-set.js'
import type { FetchIpBlocksOperation } from '../operations.js'
import { ipBlocksSection, type IpBlockComparison } from './ip-blocks-summary.js'
import { checkServiceBounds, normalizeIpBlocks } from './ip-blocks.js'
import type { StepOutputs } from '../step-outputs.js'
import type { OperationHandler, OperationResult } from '../handler.js'
import { advice, input, message } from '../../shared/message.js'
import { renderFormat } from './ipv4-formats.js'
import { checkFolder, writeFormats } from './ipv4-files.js'
import {
  filesFolder,
  ipv4FilesOutput,
  ipv4FilesSection,
  plannedFiles,
  writtenLines
} from './ipv4-files-report.js'

/** What every guard rail's advice starts with. */

/** Most warnings about single IP blocks made canonical. */
const MAX_WARNINGS = 10

/**
 * Fetches the IP blocks and publishes them canonical, de-duplicated and sorted, with a digest,
 * the fewest CIDRs covering the same addresses, and — with `previousIpv4` — what to add and
 * remove, after the guard rails passed (https://docs.appetize.io/infrastructure/configure-network-access);
 * then writes the merged list in each format `ipv4Formats` asks for. Every guard rail is checked
 * before any file is written, and the folder before the list is fetched.
 */
export const fetchIpBlocks: OperationHandler<FetchIpBlocksOperation> = {
  title: () => 'Fetch the IP blocks',

  async run(operation, { host, client, dryRun }) {
    warnPrevious(host, operation)
    const folder = operation.formats.length > 0 ? filesFolder(operation, host) : undefined
    if (folder !== undefined) await checkFolder(folder)
    host.info(`GET ${client.ipBlocksUrl()}`)
    const listed = await client.getIpBlocks()
    if (dryRun) {
      // The request was recorded, not sent: there is nothing to check, compare or publish.
      host.info('Dry run: the IP blocks would be fetched, checked and published.')
      if (folder === undefined) return { outputs: {}, section: '' }
      const planned = plannedFiles(operation.formats, folder)
      host.info(planned)
      return { outputs: {}, section: `<p>${escapeHtml(planned)}</p>`, describesDryRun: true }
    }
    const blocks = normalizeIpBlocks(listed)
    warnMadeCanonical(host, blocks.normalised, "the service's list", 'published', false)
    if (blocks.cidrs.length < operation.minCount) {
      throw new ActionFailure(
        'guard-rail',
        message`The service lists ${counted(blocks.cidrs.length, 'IP block')}, fewer than ${input('ipv4MinCount')} (${operation.minCount}); ${advice('nothing-published')}.`,
        message`${advice('firewall-kept')} Check the service's list; when fewer blocks are expected, lower ${input('ipv4MinCount')}.`
      )
    }
    const bounds = checkServiceBounds(blocks.blocks, operation.source)
    const comparison =
      operation.previous && compareWith(operation.previous, blocks.blocks, operation)
    const aggregated = bounds.aggregated.map(formatCidr)
    if (operation.maxEntries !== undefined && aggregated.length > operation.maxEntries) {
      throw new ActionFailure(
        'guard-rail',
        message`The merged list has ${counted(aggregated.length, 'entry', 'entries')}, more than ${input('ipv4MaxEntries')} (${operation.maxEntries}); ${advice('nothing-published')} and no file was written.`,
        message`${advice('firewall-kept')} Check the service's list; when the list is expected to grow, raise ${input('ipv4MaxEntries')} (and the size of the list it feeds).`
      )
    }
    if (bounds.allowed.length > 0) noticeNotGloballyReachable(host, bounds.allowed)
    host.info(
      `${blocks.cidrs.length} IPv4 blocks (${aggregated.length} after merging), sha256 ${blocks.sha256}`
    )
    if (comparison) {
      host.info(
        comparison.changed
          ? message`Against ${input('previousIpv4')}: ${comparison.added.length} to add, ${comparison.removed.length} to remove.`
          : message`Against ${input('previousIpv4')}: no change (the same addresses).`
      )
    }
    const outputs: StepOutputs = {
      ipv4: JSON.stringify(blocks.cidrs),
      ipv4Count: String(blocks.cidrs.length),
      ipv4Sha256: blocks.sha256,
      ipv4Aggregated: JSON.stringify(aggregated)
    }
    // Without previousIpv4 there is no comparison: those outputs stay unset (empty).
    if (comparison) {
      outputs.ipv4Added = JSON.stringify(comparison.added)
      outputs.ipv4Removed = JSON.stringify(comparison.removed)
      outputs.ipv4Changed = String(comparison.changed)
    }
    const section = ipBlocksSection(blocks, aggregated, comparison)
    if (folder === undefined) return { outputs, section }
    return writeFiles(operation, host, folder, aggregated, outputs, section)
  }
}

/** Writes the formats' files, then adds `ipv4Files` and the files' table to the result. */
async function writeFiles(
  operation: FetchIpBlocksOperation,
  host: Pick<Host, 'info'>,
  folder: string,
  aggregated: readonly string[],
  outputs: StepOutputs,
  section: string
): Promise<OperationResult> {
  const previous = operation.previous?.map(formatCidr)
  const rendered = operation.formats.map(format => renderFormat(format, aggregated, previous))
  const written = await writeFormats(folder, rendered)
  host.info(`The IP blocks are in ${folder}:`)
  for (const line of writtenLines(written)) host.info(line)
  return {
    outputs: { ...outputs, ipv4Files: ipv4FilesOutput(written) },
    section: `${section}\n${ipv4FilesSection(folder, written)}`
  }
}

/**
 * Tells that a private instance's list holds ranges that are not globally reachable, which the
 * public service's list may not (docs/firewall.md, "Bounds").
 */
function noticeNotGloballyReachable(
  host: Pick<Host, 'notice'>,
  allowed: readonly SpecialOverlap[]
): void {
  host.notice(
    message`${describeOverlaps(allowed)}. Allowed, as they come from a private instance (${input('privateInstanceUrl')}, or another ${input('baseUrl')}) whose servers may sit in your own network; from the public service they are refused.`,
    'IP blocks not globally reachable'
  )
}

/** Warns about the entries of `previousIpv4` made canonical, as about the service's list. */
function warnPrevious(host: Pick<Host, 'warning'>, operation: FetchIpBlocksOperation): void {
  // The user's own entries, parsed: only digits, dots and a slash, safe to quote.
  warnMadeCanonical(host, operation.previousMadeCanonical ?? [], 'previousIpv4', 'compared', true)
}

/**
 * One warning per entry of a list that was made canonical, up to a few (a list of thousands
 * must not flood the run): the service's list as published, `previousIpv4` as compared.
 *
 * @param list the list's name in the message
 * @param shown whether the entries may be quoted (the user's own, never the service's)
 */
function warnMadeCanonical(
  host: Pick<Host, 'warning'>,
  normalised: readonly ParsedCidr[],
  list: string,
  verb: 'published' | 'compared',
  shown: boolean
): void {
  for (const entry of normalised.slice(0, MAX_WARNINGS)) {
    host.warning(
      `IP block ${entry.index + 1} of ${list}${shown ? ` (${entry.entry})` : ''} has ${entry.changes.join(' and ')}; ${verb} as ${formatCidr(entry.cidr)}.`,
      'IP block made canonical'
    )
  }
  const more = normalised.length - MAX_WARNINGS
  if (more > 0) {
    host.warning(
      `${counted(more, 'more IP block')} of ${list} ${more === 1 ? 'was' : 'were'} made canonical the same way.`,
      'IP block made canonical'
    )
  }
}

/**
 * Compares by addresses, not strings, and applies `ipv4MaxRemoved` to the previous blocks that
 * would no longer be fully covered.
 */
function compareWith(
  previous: readonly Cidr[],
  next: readonly Cidr[],
  operation: FetchIpBlocksOperation
): IpBlockComparison {
  const changes = compare(previous, next)
  const droppedEntries = compareEntries(previous, next).removed.length
  if (operation.maxRemoved !== undefined && droppedEntries > operation.maxRemoved) {
    throw new ActionFailure(
      'guard-rail',
      message`${droppedEntries} of the ${counted(previous.length, 'block')} of ${input('previousIpv4')} would be removed, more than ${input('ipv4MaxRemoved')} (${operation.maxRemoved}); ${advice('nothing-published')}.`,
      message`${advice('firewall-kept')} Check the service's list against ${input('previousIpv4')}; when the change is expected, raise ${input('ipv4MaxRemoved')}.`
    )
  }
  return {
    added: changes.added.map(formatCidr),
    removed: changes.removed.map(formatCidr),
    changed: changes.changed,
    sameAddressesOtherBlocks: !changes.changed && !sameBlocks(previous, next)
  }
}

function sameBlocks(a: readonly Cidr[], b: readonly Cidr[]): boolean {
  return (
    a.length === b.length &&
    a.every((cidr, i) => cidr.address === b[i]?.address && cidr.prefixLength === b[i]?.prefixLength)
  )
}
