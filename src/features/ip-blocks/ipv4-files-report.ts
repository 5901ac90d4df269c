/**
 * What the run tells about the allow-list files (`ipv4Formats`): where they go, the `ipv4Files`
 * output, the run's summary's table, and what a dry run would write.
 */
import { join } from 'node:path'
import { escapeHtml } from '../../shared/html.js'
import { counted } from '../../shared/wording.js'
import type { Host } from '../../shared/host.js'
import type { FetchIpBlocksOperation } from '../operations.js'
import type { Ipv4Format } from './ipv4-formats.js'
import type { WrittenFormat } from './ipv4-files.js'

/** The folder's name in the host's temporary folder (or workspace) when ipv4Directory is empty. */
export const DEFAULT_FOLDER_NAME = 'appetize-ipv4'

/**
 * The folder the files go to: `ipv4Directory`, or `appetize-ipv4` in the host's temporary folder
 * (the runner's RUNNER_TEMP), else in its workspace (the command-line tool's current folder).
 */
export function filesFolder(
  operation: FetchIpBlocksOperation,
  host: Pick<Host, 'workspace' | 'temporaryFolder'>
): string {
  return operation.directory ?? join(host.temporaryFolder ?? host.workspace, DEFAULT_FOLDER_NAME)
}

/** The names a format writes, chunks as `N`, for a dry run: `gcp-firewall.N.txt`. */
const FILE_NAMES: Readonly<Record<Ipv4Format, string>> = {
  cidr: 'cidr.txt',
  json: 'ipv4.json',
  nginx: 'nginx.conf',
  apache: 'apache.conf',
  iptables: 'iptables.rules',
  nftables: 'nftables.nft',
  'aws-prefix-list': 'aws-prefix-list.add.N.json, aws-prefix-list.remove.N.json',
  'gcp-firewall': 'gcp-firewall.N.txt',
  'cloud-armor': 'cloud-armor.N.txt',
  kubernetes: 'kubernetes.yaml',
  terraform: 'appetize_ipv4.auto.tfvars.json'
}

/** A dry run's line: which files would be written where (the list is not fetched). */
export function plannedFiles(formats: readonly Ipv4Format[], folder: string): string {
  const names = formats.map(format => `${format} (${FILE_NAMES[format]})`).join(', ')
  return `Dry run: the IP blocks would be written into ${folder} as ${names}; nothing is written.`
}

/** The `ipv4Files` output: format → the paths of its files, in order (rewritten or not). */
export function ipv4FilesOutput(written: readonly WrittenFormat[]): string {
  return JSON.stringify(
    Object.fromEntries(written.map(format => [format.format, format.files.map(file => file.path)]))
  )
}

/** One log line per format: its files, and which changed. */
export function writtenLines(written: readonly WrittenFormat[]): string[] {
  return written.map(format => {
    const changed = format.files.filter(file => file.changed).length
    const removed =
      format.removed.length > 0 ? `; ${counted(format.removed.length, 'stale file')} removed` : ''
    return `${format.format}: ${counted(format.files.length, 'file')}, ${changed} rewritten, ${format.files.length - changed} unchanged${removed}.`
  })
}

/**
 * The run's summary's table of files: each format, its files (unchanged ones marked), the entries
 * in each, and for `aws-prefix-list` how many entries are added and removed.
 */
export function ipv4FilesSection(folder: string, written: readonly WrittenFormat[]): string {
  const rows = written.map(format => {
    const files = format.files.length === 0 ? '—' : format.files.map(fileCell).join('<br>')
    const entries =
      format.files.length === 0 ? '—' : format.files.map(file => String(file.entries)).join(', ')
    const change = format.change
      ? `${format.change.added} added, ${format.change.removed} removed`
      : ''
    return `<tr><td><code>${escapeHtml(format.format)}</code></td><td>${files}</td><td>${entries}</td><td>${change}</td></tr>`
  })
  const stale = written.flatMap(format => format.removed)
  return [
    '<h3>IP block files</h3>',
    `<p>In <code>${escapeHtml(folder)}</code>${stale.length > 0 ? `; removed as stale: ${stale.map(name => `<code>${escapeHtml(name)}</code>`).join(', ')}` : ''}.</p>`,
    '<table>',
    '<tr><th>Format</th><th>Files</th><th>Entries per file</th><th>Added / removed</th></tr>',
    ...rows,
    '</table>'
  ].join('\n')
}

function fileCell(file: WrittenFormat['files'][number]): string {
  return `<code>${escapeHtml(file.name)}</code>${file.changed ? '' : ' (unchanged)'}`
}
