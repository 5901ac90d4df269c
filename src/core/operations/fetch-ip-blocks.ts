import type { FetchIpBlocksOperation } from '../../plan/operations.js'
import { normalizeIpBlocks } from '../../outputs/ip-blocks.js'
import { ipBlocksSection } from '../../outputs/ip-blocks-summary.js'
import type { OperationHandler } from './handler.js'

/**
 * Fetches the IP blocks and publishes them canonical, de-duplicated and sorted, with a digest
 * (https://docs.appetize.io/infrastructure/configure-network-access).
 */
export const fetchIpBlocks: OperationHandler<FetchIpBlocksOperation> = {
  title: () => 'Fetch the IP blocks',

  async run(_operation, { host, client }) {
    host.info(`GET ${client.ipBlocksUrl()}`)
    const blocks = normalizeIpBlocks(await client.getIpBlocks())
    host.info(`${blocks.cidrs.length} IPv4 blocks, sha256 ${blocks.sha256}`)
    return {
      outputs: {
        ipv4: JSON.stringify(blocks.cidrs),
        ipv4Count: String(blocks.cidrs.length),
        ipv4Sha256: blocks.sha256
      },
      section: ipBlocksSection(blocks)
    }
  },

  plannedRequests: (_operation, { client }) => Promise.resolve([client.ipBlocksRequest()])
}
