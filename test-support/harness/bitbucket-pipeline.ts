/**
 * A Bitbucket Pipelines step against the fakes: the installed `appetize-deploy` (packed tarball,
 * test-support/harness/installed-tool.ts) run with the variables Bitbucket Pipelines gives a
 * pull-request pipeline (or a branch, custom or scheduled one), the fake service as the Appetize
 * API and the fake Bitbucket as the API `APPETIZE_BITBUCKET_API_URL` names (the variable of
 * `--bitbucket-api-url`). In a pull-request pipeline `BITBUCKET_COMMIT` is 12 hex digits, as
 * Bitbucket gives it.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/
 */
import {
  ACCESS_TOKEN,
  BOT_ACCOUNT,
  FAKE_PULL_REQUEST_ID,
  FAKE_REPOSITORY,
  FakeBitbucket,
  type FakeBitbucketOptions,
  type FakeComment,
  type FakePullRequest
} from '../fake-bitbucket/server.js'
import { FakeService, type FakeServiceOptions } from '../fake-service/server.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'
import { toStoredBody } from '../../src/bitbucket/record-link.js'
import { seedPreviewApp } from './seeded-previews.js'

export { installTool, PREVIEW_BUILD, resultOf, type InstalledTool } from './gitlab-pipeline.js'

/** `workspace/slug` of the repository the fake starts with. */
export const FULL_NAME = `${FAKE_REPOSITORY.workspace}/${FAKE_REPOSITORY.slug}`

/** The two fakes a Bitbucket step talks to. */
export interface BitbucketFakes {
  readonly service: FakeService
  readonly bitbucket: FakeBitbucket
}

export async function startBitbucketFakes(
  options: { bitbucket?: FakeBitbucketOptions; service?: FakeServiceOptions } = {}
): Promise<BitbucketFakes> {
  const service = new FakeService({ appUrlBase: 'https://appetize.example', ...options.service })
  const bitbucket = new FakeBitbucket(options.bitbucket)
  await Promise.all([service.start(), bitbucket.start()])
  return { service, bitbucket }
}

export async function stopBitbucketFakes(fakes: BitbucketFakes | undefined): Promise<void> {
  await Promise.all([fakes?.service.stop(), fakes?.bitbucket.stop()])
}

/** Which step, of which pull request, with which token. */
export interface StepOptions {
  /** Default 7. */
  readonly pullRequest?: number
  /** `BITBUCKET_COMMIT`; default the first 12 digits of the pull request's head. */
  readonly commit?: string
  /** `APPETIZE_BITBUCKET_TOKEN`; default the repository access token; null: none set. */
  readonly token?: string | null
  /** `APPETIZE_BITBUCKET_EMAIL` (an API token's). */
  readonly email?: string
}

/** The variables of a pull-request pipeline's step (plus the service's token and URL). */
export function pullRequestStep(
  fakes: BitbucketFakes,
  options: StepOptions = {}
): Record<string, string> {
  const pr = fakes.bitbucket.pullRequest(FULL_NAME, options.pullRequest ?? FAKE_PULL_REQUEST_ID)
  return {
    ...common(fakes, options),
    BITBUCKET_BRANCH: pr.sourceBranch,
    BITBUCKET_PR_ID: String(pr.id),
    BITBUCKET_PR_DESTINATION_BRANCH: pr.destinationBranch,
    BITBUCKET_COMMIT: options.commit ?? pr.sha.slice(0, 12)
  }
}

/** The variables of the default branch's step (after a merge), or a custom or scheduled one. */
export function branchStep(
  fakes: BitbucketFakes,
  options: StepOptions & { variables?: Record<string, string> } = {}
): Record<string, string> {
  return {
    ...common(fakes, options),
    BITBUCKET_BRANCH: FAKE_REPOSITORY.mainBranch,
    BITBUCKET_COMMIT: 'f00dfeed'.repeat(5),
    ...options.variables
  }
}

function common(fakes: BitbucketFakes, options: StepOptions): Record<string, string> {
  const token = options.token === undefined ? ACCESS_TOKEN : options.token
  return {
    CI: 'true',
    BITBUCKET_BUILD_NUMBER: '42',
    BITBUCKET_WORKSPACE: FAKE_REPOSITORY.workspace,
    BITBUCKET_REPO_SLUG: FAKE_REPOSITORY.slug,
    BITBUCKET_REPO_FULL_NAME: FULL_NAME,
    BITBUCKET_REPO_UUID: FAKE_REPOSITORY.uuid,
    BITBUCKET_PIPELINE_UUID: '{0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d}',
    BITBUCKET_STEP_UUID: '{1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e}',
    BITBUCKET_GIT_HTTP_ORIGIN: `http://bitbucket.org/${FULL_NAME}`,
    APPETIZE_BITBUCKET_API_URL: fakes.bitbucket.url,
    ...(token !== null && { APPETIZE_BITBUCKET_TOKEN: token }),
    ...(options.email !== undefined && { APPETIZE_BITBUCKET_EMAIL: options.email }),
    APPETIZE_API_TOKEN: fakes.service.apiToken,
    APPETIZE_BASE_URL: fakes.service.url
  }
}

/** The comments people see on a pull request: not deleted, not inline, oldest first. */
export function visibleComments(
  bitbucket: FakeBitbucket,
  pullRequest = FAKE_PULL_REQUEST_ID
): FakeComment[] {
  return bitbucket.visibleComments(FULL_NAME, pullRequest)
}

/** A preview deployed earlier, made directly in the fakes, for sweep tests. */
export interface BitbucketSeed {
  readonly pullRequest: number
  readonly fields?: Partial<Omit<FakePullRequest, 'repository' | 'id'>>
  /** When the preview was last deployed (milliseconds). */
  readonly deployedAt: number
  /** Default android. */
  readonly previewName?: string
}

/**
 * Makes a pull request, its preview's app on the service and the comment with its signed
 * record, as the tool writes them (bound to the repository's UUID, the pull request and the
 * token's bot account); returns the app's publicKey.
 */
export function seedBitbucketPreview(fakes: BitbucketFakes, seed: BitbucketSeed): string {
  const { bitbucket, service } = fakes
  const pr = bitbucket.addPullRequest(FULL_NAME, seed.pullRequest, seed.fields)
  const previewName = seed.previewName ?? 'android'
  const deployed = new Date(seed.deployedAt).toISOString()
  const publicKey = seedPreviewApp(service, {
    number: seed.pullRequest,
    previewName,
    deployed,
    note: `${FULL_NAME}#${seed.pullRequest} @ ${pr.sha.slice(0, 7)}`
  })
  const marker = renderMarker(
    {
      kind: 'preview',
      previewName,
      publicKey,
      deployedAt: Math.floor(seed.deployedAt / 1000) * 1000,
      authorId: BOT_ACCOUNT.uuid
    },
    {
      secret: service.apiToken,
      platform: 'bitbucket',
      apiUrl: bitbucket.url,
      binding: FAKE_REPOSITORY.uuid.toLowerCase(),
      pullRequestNumber: seed.pullRequest
    }
  )
  const body = `${marker}\n### Preview: ${previewName}\n\n[Open the app](https://appetize.example/app/${publicKey})\n`
  bitbucket.addComment(FULL_NAME, seed.pullRequest, {
    author: BOT_ACCOUNT.uuid,
    raw: toStoredBody(body),
    createdOn: deployed,
    updatedOn: deployed
  })
  return publicKey
}
