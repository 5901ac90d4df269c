/**
 * The allow-list files an IP block run writes (`ipv4Formats`, `ipv4Directory`): loaded only by a
 * run that names them (docs/firewall.md#the-formats).
 */
import { isAbsolute, resolve } from 'node:path'
import { InputError } from '../../shared/input-error.js'
import { input, message } from '../../shared/message.js'
import type { ActionInputs } from '../inputs.js'
import type { FetchIpBlocksOperation } from '../../features/operations.js'
import { IPV4_FORMATS, type Ipv4Format } from '../../features/ip-blocks/ipv4-formats.js'

/**
 * `ipv4Formats` as format names (duplicates dropped) and `ipv4Directory` made absolute (from the
 * workspace); the folder stays undefined when not given: the host's default.
 *
 * @throws InputError naming ipv4Formats for an unknown name (the nearest one suggested)
 */
export async function planIpv4Files(
  inputs: ActionInputs,
  workspace: string
): Promise<Pick<FetchIpBlocksOperation, 'formats' | 'directory'>> {
  const names = inputs.ipv4Formats.split(/[,\n]/).map(name => name.trim())
  const formats: Ipv4Format[] = []
  for (const name of names.filter(name => name !== '')) {
    if (!(IPV4_FORMATS as readonly string[]).includes(name)) {
      throw new InputError(
        'ipv4Formats',
        message`${input('ipv4Formats')} names ${JSON.stringify(name)}, which is not a format. Did you mean "${await nearestFormat(name, IPV4_FORMATS)}"? Allowed: ${IPV4_FORMATS.join(', ')}.`
      )
    }
    if (!formats.includes(name as Ipv4Format)) formats.push(name as Ipv4Format)
  }
  if (inputs.ipv4Directory === '' || formats.length === 0) return { formats }
  const directory = isAbsolute(inputs.ipv4Directory)
    ? inputs.ipv4Directory
    : resolve(workspace, inputs.ipv4Directory)
  return { formats, directory }
}

/**
 * The format nearest to an unknown name: the first that starts with it (`aws`), else one that
 * contains it (`armor`), else the fewest edits away (`ngnix`). The edit-distance library is
 * loaded on this error path only.
 */
async function nearestFormat(name: string, formats: readonly string[]): Promise<string> {
  const lower = name.toLowerCase()
  const named =
    formats.find(format => format.startsWith(lower)) ??
    formats.find(format => format.includes(lower))
  if (named !== undefined) return named
  const { distance } = await import('fastest-levenshtein')
  let nearest = formats[0] ?? ''
  for (const format of formats) {
    if (distance(lower, format) < distance(lower, nearest)) nearest = format
  }
  return nearest
}
