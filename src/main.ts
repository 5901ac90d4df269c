import * as core from '@actions/core'
import { readInputs } from './inputs/action-inputs.js'
import { InputError } from './inputs/input-error.js'
import { normalizeIpBlocks, type IpBlocks } from './outputs/ip-blocks.js'
import { stepOutputs, type UpdateOutcome } from './outputs/step-outputs.js'
import { planRun } from './request/plan.js'
import { redactUrl, secretPartsOfUrl } from './secrets/redaction.js'
import { ServiceClient } from './service/client.js'

/** Attempts per request, the first included. */
const MAX_ATTEMPTS = 4
/** Deadline for one request, in milliseconds. */
const REQUEST_TIMEOUT_MS = 300_000

/**
 * The action: reads the inputs, validates them into a plan, fetches the IP blocks and/or updates
 * the app, and sets the step outputs only when everything succeeded.
 * Never throws: a failure becomes an error annotation and exit code 1.
 */
export async function run(): Promise<void> {
  // Registered before anything else can log, so the runner masks the token everywhere.
  const apiToken = core.getInput('apiToken')
  if (apiToken !== '') core.setSecret(apiToken)
  const secrets = [apiToken]
  try {
    const plan = await planRun(readInputs(name => core.getInput(name)))
    const buildUrl = plan.update?.fields.url
    if (typeof buildUrl === 'string') {
      for (const part of secretPartsOfUrl(buildUrl)) {
        core.setSecret(part)
        secrets.push(part)
      }
    }
    const client = new ServiceClient({
      endpoints: plan.endpoints,
      apiToken: plan.apiToken,
      maxAttempts: MAX_ATTEMPTS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      secrets,
      log: { info: core.info, debug: core.debug }
    })

    // The IP blocks come first: the request changes nothing, so when it fails no app has been
    // updated by a step that reports failure.
    let ipBlocks: IpBlocks | undefined
    if (plan.ipBlocks) {
      ipBlocks = await core.group('Fetch the IP blocks', async () => {
        const blocks = normalizeIpBlocks(await client.getIpBlocks())
        core.info(`${blocks.cidrs.length} IPv4 blocks, sha256 ${blocks.sha256}`)
        return blocks
      })
    }
    let update: UpdateOutcome | undefined
    if (plan.update) {
      const { publicKey, fields } = plan.update
      update = await core.group(`Update app ${publicKey}`, async () => {
        const shown =
          typeof fields.url === 'string' ? { ...fields, url: redactUrl(fields.url) } : fields
        core.info(`Sending ${Object.keys(fields).join(', ')} to ${client.updateUrl(publicKey)}`)
        core.debug(`Body: ${JSON.stringify(shown)}`)
        const response = await client.updateApp(publicKey, fields)
        core.info(`Updated: versionCode ${response.versionCode ?? '(not sent)'}`)
        return { publicKey, response }
      })
    }
    for (const [name, value] of Object.entries(stepOutputs(plan.endpoints, update, ipBlocks))) {
      core.setOutput(name, value)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const title = error instanceof InputError ? `Invalid input: ${error.input}` : 'Deploy failed'
    core.error(message, { title })
    process.exitCode = core.ExitCode.Failure
  }
}
