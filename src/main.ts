import * as core from '@actions/core'
import { readInputs } from './inputs/action-inputs.js'
import { describeFailure } from './outputs/failure.js'
import { normalizeIpBlocks, type IpBlocks } from './outputs/ip-blocks.js'
import { renderSummary, type RunReport, type UpdateReport } from './outputs/job-summary.js'
import { previewRequest } from './outputs/request-preview.js'
import { stepOutputs, type UpdateOutcome } from './outputs/step-outputs.js'
import { planRun, type RunPlan, type UpdatePlan } from './request/plan.js'
import { redactUrl, secretPartsOfUrl } from './secrets/redaction.js'
import { ServiceClient } from './service/client.js'
import type { UploadBody } from './upload/multipart-body.js'

/**
 * The action: reads the inputs, validates them into a plan, fetches the IP blocks and/or updates
 * the app, sets the step outputs only when everything succeeded, and writes the job summary.
 * Never throws: a failure becomes an error annotation, a summary and exit code 1.
 */
export async function run(): Promise<void> {
  // Registered before anything else can log, so the runner masks the token everywhere.
  const apiToken = core.getInput('apiToken')
  if (apiToken !== '') core.setSecret(apiToken)
  const secrets = [apiToken]
  let report: RunReport = { dryRun: false, plannedRequests: [] }
  try {
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
    const plan = await planRun(
      readInputs(name => core.getInput(name)),
      workspace
    )
    for (const secret of buildUrlSecrets(plan)) {
      core.setSecret(secret)
      secrets.push(secret)
    }
    const client = new ServiceClient({
      endpoints: plan.endpoints,
      apiToken: plan.apiToken,
      maxAttempts: plan.maxAttempts,
      requestTimeoutMs: plan.requestTimeoutMs,
      secrets,
      log: { info: core.info, debug: core.debug }
    })
    report = plan.dryRun ? await dryRun(plan, client) : await deploy(plan, client)
  } catch (error) {
    const failure = describeFailure(error)
    core.error(failure.message, { title: failure.title })
    process.exitCode = core.ExitCode.Failure
    report = { ...report, failure }
  }
  await writeJobSummary(report)
}

/** Sends the requests and sets the outputs; throws on the first failure, before any output. */
async function deploy(plan: RunPlan, client: ServiceClient): Promise<RunReport> {
  // The IP blocks come first: that request changes nothing, so when it fails no app has been
  // updated by a step that reports failure.
  const ipBlocks = plan.ipBlocks ? await fetchIpBlocks(client) : undefined
  const update = plan.update ? await updateApp(client, plan.update) : undefined
  const outputs = stepOutputs(plan.endpoints, update, ipBlocks)
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
  return {
    dryRun: false,
    plannedRequests: [],
    update: plan.update && updateReport(plan.update, outputs),
    ipBlocks
  }
}

function fetchIpBlocks(client: ServiceClient): Promise<IpBlocks> {
  return core.group('Fetch the IP blocks', async () => {
    core.info(`GET ${client.ipBlocksUrl()}`)
    const blocks = normalizeIpBlocks(await client.getIpBlocks())
    core.info(`${blocks.cidrs.length} IPv4 blocks, sha256 ${blocks.sha256}`)
    return blocks
  })
}

function updateApp(client: ServiceClient, plan: UpdatePlan): Promise<UpdateOutcome> {
  const { publicKey, fields } = plan
  return core.group(`Update app ${publicKey}`, async () => {
    const upload = await uploadBody(plan)
    const sent = [...Object.keys(fields), ...(upload ? ['file'] : [])]
    core.info(`POST ${client.updateUrl(publicKey)}: ${sent.join(', ')}`)
    if (typeof fields.url === 'string') core.info(`Build: ${redactUrl(fields.url)}`)
    if (upload) core.info(`Uploading ${upload.fileDescription}`)
    const response = await client.updateApp(publicKey, fields, upload)
    core.info(`Updated: versionCode ${response.versionCode ?? '(not in the answer)'}`)
    return { publicKey, response }
  })
}

/**
 * The streamed upload of the plan's build, or undefined for a JSON update. The multipart and
 * zip code is imported only here, so runs without a file never load it.
 */
async function uploadBody(update: UpdatePlan): Promise<UploadBody | undefined> {
  if (!update.build) return undefined
  const { multipartUpload } = await import('./upload/multipart-body.js')
  return multipartUpload(update.fields, update.build, core.info)
}

/** Prints every request the run would send, secrets masked, and sends nothing. */
async function dryRun(plan: RunPlan, client: ServiceClient): Promise<RunReport> {
  const requests = []
  if (plan.ipBlocks) requests.push(client.ipBlocksRequest())
  if (plan.update) {
    const { publicKey, fields } = plan.update
    requests.push(client.updateRequest(publicKey, fields, await uploadBody(plan.update)))
  }
  const plannedRequests = requests.map(previewRequest)
  core.info('Dry run: the inputs are valid; nothing is sent. The requests would be:')
  for (const preview of plannedRequests) core.info(`\n${preview}`)
  return { dryRun: true, plannedRequests }
}

function updateReport(plan: UpdatePlan, outputs: Record<string, string>): UpdateReport {
  const names = Object.keys(plan.fields)
  const url = plan.fields.url
  return {
    publicKey: outputs.publicKey ?? plan.publicKey,
    appUrl: outputs.appUrl ?? '',
    platform: outputs.platform ?? '',
    versionCode: outputs.versionCode ?? '',
    created: outputs.created ?? '',
    updated: outputs.updated ?? '',
    build: typeof url === 'string' ? redactUrl(url) : plan.build?.displayPath,
    changed: names.filter(name => plan.fields[name] !== null),
    unset: names.filter(name => plan.fields[name] === null)
  }
}

/** The build URL's parts that may be credentials (a presigned query), to be masked. */
function buildUrlSecrets(plan: RunPlan): string[] {
  const url = plan.update?.fields.url
  return typeof url === 'string' ? secretPartsOfUrl(url) : []
}

/** Writes the job summary once; a run outside a runner (no GITHUB_STEP_SUMMARY) skips it. */
async function writeJobSummary(report: RunReport): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(renderSummary(report)).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`)
  }
}
