/**
 * The libraries' floor for `npm run bench`: the same update as scripts/floor-update.cjs, but
 * through the two libraries the action is built on — inputs and outputs with `@actions/core`,
 * the request with `@actions/http-client` — and nothing else: no validation, retries, summary.
 * The bench bundles it as the action is bundled (`ncc build --minify`, CommonJS), so
 * (action − this floor) is the action's own start-up cost and (this floor − the CommonJS floor)
 * what its libraries cost.
 */
import * as core from '@actions/core'
import { HttpClient } from '@actions/http-client'

async function update(): Promise<void> {
  const client = new HttpClient('floor', [], { allowRedirects: false, allowRetries: false })
  const target = `${core.getInput('baseUrl')}/v1/apps/${core.getInput('publicKey')}`
  const body = JSON.stringify({ url: core.getInput('url'), note: core.getInput('note') })
  const response = await client.post(target, body, {
    'x-api-key': core.getInput('apiToken'),
    'content-type': 'application/json'
  })
  const app = JSON.parse(await response.readBody()) as Record<string, unknown>
  for (const [name, value] of Object.entries(app)) core.setOutput(name, String(value))
}

// Bundled through scripts/floor-libraries.cjs, as the action through src/action/index.cjs.
void update()
