/**
 * The IP blocks written in each firewall's own format, within its limits (issue 37, README
 * "ipv4Formats"): the text of every file of a format, from the merged blocks (`ipv4Aggregated`)
 * in canonical order. Pure: src/features/ip-blocks/ipv4-files.ts writes them.
 */

/** The formats `ipv4Formats` accepts, in the order the README lists them. */
export const IPV4_FORMATS = [
  'cidr',
  'json',
  'nginx',
  'apache',
  'iptables',
  'nftables',
  'aws-prefix-list',
  'gcp-firewall',
  'cloud-armor',
  'kubernetes',
  'terraform'
] as const

/** A format's name, as `ipv4Formats` gives it. */
export type Ipv4Format = (typeof IPV4_FORMATS)[number]

/** Most entries of an AWS managed prefix list one `create`/`modify` call takes. */
export const AWS_ENTRIES_PER_FILE = 100
/** Most source ranges of one GCP VPC firewall rule. */
export const GCP_RANGES_PER_FILE = 256
/** Most source ranges of one Cloud Armor security policy rule. */
export const CLOUD_ARMOR_RANGES_PER_FILE = 10

/** The description of each entry an AWS prefix list file adds. */
export const AWS_DESCRIPTION = 'Appetize'

/** One file of a format. */
export interface FormatFile {
  /** Its name in the folder, e.g. `gcp-firewall.2.txt`. */
  readonly name: string
  /** Its whole text, ending with a line break. */
  readonly text: string
  /** How many CIDRs it holds. */
  readonly entries: number
}

/** Every file of one format for the current list. */
export interface RenderedFormat {
  readonly format: Ipv4Format
  /** The files, in order (chunks numbered from 1; AWS: the add files, then the remove files). */
  readonly files: readonly FormatFile[]
  /** aws-prefix-list: how many entries the files add and remove in all. */
  readonly change?: { readonly added: number; readonly removed: number }
  /** Whether a file name is one this format writes in some run (a chunk of any number). */
  owns(name: string): boolean
}

/**
 * The files of a format.
 *
 * @param cidrs the merged blocks, canonical and in numeric order (never empty)
 * @param previous the prefix list's entries as they stand (`previousIpv4`, canonical, in
 *   numeric order); read by `aws-prefix-list` only. Undefined: add everything, remove nothing.
 */
export function renderFormat(
  format: Ipv4Format,
  cidrs: readonly string[],
  previous?: readonly string[]
): RenderedFormat {
  const single = (name: string, text: string): RenderedFormat => ({
    format,
    files: [{ name, text, entries: cidrs.length }],
    owns: other => other === name
  })
  const lines = (line: (cidr: string) => string): string => cidrs.map(line).join('')
  switch (format) {
    case 'cidr':
      return single(
        'cidr.txt',
        lines(cidr => `${cidr}\n`)
      )
    case 'json':
      return single('ipv4.json', `${JSON.stringify(cidrs, null, 2)}\n`)
    case 'nginx':
      return single(
        'nginx.conf',
        lines(cidr => `allow ${cidr};\n`)
      )
    case 'apache':
      return single(
        'apache.conf',
        lines(cidr => `Require ip ${cidr}\n`)
      )
    case 'iptables':
      return single(
        'iptables.rules',
        `*filter\n:APPETIZE - [0:0]\n-F APPETIZE\n${lines(cidr => `-A APPETIZE -s ${cidr} -j ACCEPT\n`)}COMMIT\n`
      )
    case 'nftables':
      return single('nftables.nft', `define APPETIZE_IPV4 = {\n${cidrs.join(',\n')}\n}\n`)
    case 'kubernetes':
      return single(
        'kubernetes.yaml',
        lines(cidr => `- ipBlock: {cidr: ${cidr}}\n`)
      )
    case 'terraform':
      return single(
        'appetize_ipv4.auto.tfvars.json',
        `${JSON.stringify({ appetize_ipv4: cidrs }, null, 2)}\n`
      )
    case 'gcp-firewall':
      return commaChunks(format, cidrs, GCP_RANGES_PER_FILE)
    case 'cloud-armor':
      return commaChunks(format, cidrs, CLOUD_ARMOR_RANGES_PER_FILE)
    case 'aws-prefix-list':
      return awsPrefixList(cidrs, previous)
  }
}

/** `<format>.N.txt`: comma-separated CIDRs, at most `size` per file, numbered from 1. */
function commaChunks(format: Ipv4Format, cidrs: readonly string[], size: number): RenderedFormat {
  const pattern = new RegExp(`^${format}\\.[1-9][0-9]*\\.txt$`)
  return {
    format,
    files: chunks(cidrs, size).map((chunk, index) => ({
      name: `${format}.${index + 1}.txt`,
      text: `${chunk.join(',')}\n`,
      entries: chunk.length
    })),
    owns: name => pattern.test(name)
  }
}

const AWS_FILE = /^aws-prefix-list\.(?:add|remove)\.[1-9][0-9]*\.json$/

/**
 * `aws-prefix-list.add.N.json` and `aws-prefix-list.remove.N.json`, compared entry by entry: an
 * entry is added when the list does not hold it as written, removed when the new list does not
 * hold it, so applying both gives exactly the new list (a prefix list removes only whole entries).
 */
function awsPrefixList(cidrs: readonly string[], previous?: readonly string[]): RenderedFormat {
  const held = new Set(previous ?? [])
  const wanted = new Set(cidrs)
  const added = cidrs.filter(cidr => !held.has(cidr))
  const removed = (previous ?? []).filter(cidr => !wanted.has(cidr))
  const files = (kind: 'add' | 'remove', list: readonly string[]): FormatFile[] =>
    chunks(list, AWS_ENTRIES_PER_FILE).map((chunk, index) => ({
      name: `aws-prefix-list.${kind}.${index + 1}.json`,
      text: `${JSON.stringify(
        chunk.map(cidr =>
          kind === 'add' ? { Cidr: cidr, Description: AWS_DESCRIPTION } : { Cidr: cidr }
        ),
        null,
        2
      )}\n`,
      entries: chunk.length
    }))
  return {
    format: 'aws-prefix-list',
    files: [...files('add', added), ...files('remove', removed)],
    change: { added: added.length, removed: removed.length },
    owns: name => AWS_FILE.test(name)
  }
}

/** The list cut into pieces of at most `size`, in order; none for an empty list. */
function chunks<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size)
  )
}
