/**
 * A repository whose previews were deployed earlier, made directly in the fakes (no run needed):
 * a pull request, the app on the service with the preview step's default note, the sticky
 * comment with its signed record (as the action writes it, with a deploy time of the test's
 * choosing), and a GitHub deployment. Sweep tests start from such a repository.
 */
import { ACTIONS_BOT_LOGIN, type FakeGitHub } from '../fake-github/server.js'
import { timestamp, type FakePullRequest } from '../fake-github/records.js'
import type { FakeService } from '../fake-service/server.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'
import { BASE_REPOSITORY_ID } from './pull-request-event.js'
import { legacyMarker, type LegacyKey } from './legacy-record.js'

export const SEEDED_REPOSITORY = 'acme/mobile-app'

export interface SeedOptions {
  readonly number: number
  /** Default android. */
  readonly previewName?: string
  /** The pull request's fields (state, labels, updatedAt …). */
  readonly pullRequest?: Partial<Omit<FakePullRequest, 'repository' | 'number'>>
  /** When the preview was last deployed (milliseconds); undefined: a record of version 1.1. */
  readonly deployedAt?: number
  /** The record's deployment environment; a deployment of it is made too. */
  readonly environment?: string
  /** Who wrote the comment; default the workflow token's bot. */
  readonly login?: string
  /** What the record is signed with; default the service's apiToken. */
  readonly secret?: string
  /** A record still "deploying": no app, the pending comment. */
  readonly deploying?: boolean
}

/** The key version 1.2 signed a pull request's records with (seeded records are of 1.2). */
export function recordKey(secret: string, pullRequestNumber: number): LegacyKey {
  return { secret, repositoryId: BASE_REPOSITORY_ID, pullRequestNumber }
}

/**
 * Puts a preview's app on the fake service as the preview step made it: an Android app, created
 * and updated at `deployed` (ISO 8601), its note `note`. Returns its publicKey, made of the pull
 * request's number and the preview's name (`seeded7android`).
 */
export function seedPreviewApp(
  service: FakeService,
  app: {
    readonly number: number
    readonly previewName: string
    readonly deployed: string
    readonly note: string
  }
): string {
  const publicKey = `seeded${app.number}${app.previewName}`.replace(/[^a-z0-9]/gi, '').toLowerCase()
  service.apps.set(publicKey, {
    publicKey,
    platform: 'android',
    created: app.deployed,
    updated: app.deployed,
    versionCode: 1,
    fields: { platform: 'android', note: app.note }
  })
  return publicKey
}

/** Makes one preview of one pull request; returns the app's publicKey ('' when deploying). */
export function seedPreview(
  service: FakeService,
  github: FakeGitHub,
  options: SeedOptions
): string {
  const pull = github.addPullRequest(SEEDED_REPOSITORY, options.number, options.pullRequest)
  const previewName = options.previewName ?? 'android'
  const key = recordKey(options.secret ?? service.apiToken, options.number)
  let publicKey: string | undefined
  if (!options.deploying) {
    publicKey = seedPreviewApp(service, {
      number: options.number,
      previewName,
      deployed: new Date(options.deployedAt ?? Date.parse('2026-01-05T09:30:00Z')).toISOString(),
      note: `${SEEDED_REPOSITORY}#${options.number} @ ${pull.headSha.slice(0, 7)}`
    })
  }
  // A reservation says so itself (v3, with a claim); an app's record is as 1.2 wrote it.
  const marker = options.deploying
    ? renderMarker(
        { kind: 'preview', previewName, publicKey: undefined, claim: 'seededclaim0000000000' },
        {
          secret: key.secret,
          platform: 'github',
          apiUrl: github.url,
          binding: String(BASE_REPOSITORY_ID),
          pullRequestNumber: options.number
        }
      )
    : legacyMarker(
        {
          kind: 'preview',
          previewName,
          publicKey,
          deployedAt: options.deployedAt,
          environment: options.environment
        },
        key
      )
  const text = options.deploying
    ? `### Preview: ${previewName} (deploying)\n\nThe preview app is being created by this run.\n`
    : `### Preview: ${previewName}\n\n**Open the app**\n\n<sub>This comment is edited in place on every push.</sub>\n`
  github.addComment(
    SEEDED_REPOSITORY,
    options.number,
    options.login ?? ACTIONS_BOT_LOGIN,
    `${marker}\n${text}`
  )
  if (options.environment !== undefined && publicKey !== undefined) {
    const now = timestamp()
    const id = github.newId()
    github.deployments.set(id, {
      id,
      repository: SEEDED_REPOSITORY,
      ref: pull.headSha,
      sha: pull.headSha,
      environment: options.environment,
      description: null,
      payload: { pullRequest: options.number, previewName },
      creator: ACTIONS_BOT_LOGIN,
      transientEnvironment: true,
      productionEnvironment: false,
      createdAt: now,
      updatedAt: now,
      statuses: [
        {
          id: github.newId(),
          state: 'success',
          description: '',
          environment: options.environment,
          environmentUrl: `https://appetize.test/app/${publicKey}`,
          logUrl: '',
          creator: ACTIONS_BOT_LOGIN,
          createdAt: now
        }
      ]
    })
  }
  return publicKey ?? ''
}
