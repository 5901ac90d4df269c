/**
 * A GitLab CI job against the fakes: the installed `appetize-deploy` (packed tarball,
 * test-support/harness/installed-tool.ts) run with the predefined variables GitLab gives a merge-request pipeline
 * (or a scheduled one, for a sweep), the fake service as the Appetize API and the fake GitLab as
 * `CI_API_V4_URL`. Like a real job, every run has a `CI_JOB_TOKEN`, which the tool must not use.
 *
 * https://docs.gitlab.com/ci/variables/predefined_variables/
 * https://docs.gitlab.com/ci/pipelines/merged_results_pipelines/
 * https://docs.gitlab.com/ci/pipelines/merge_request_pipelines/#run-pipelines-in-the-parent-project
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import {
  BOT_USERNAME,
  FAKE_MERGE_REQUEST_IID,
  FAKE_PROJECT,
  FakeGitLab,
  type FakeGitLabOptions,
  type FakeNote,
  JOB_TOKEN,
  PROJECT_TOKEN,
  shaOf
} from '../fake-gitlab/server.js'
import { FakeService, type FakeServiceOptions } from '../fake-service/server.js'
import { type CliRun, type InstalledCli, packAndInstall, runCli } from './installed-tool.js'
import { legacyMarker } from './legacy-record.js'
import { seedPreviewApp } from './seeded-previews.js'
import { REPO_ROOT } from './runner.js'

/** The build every preview of these tests sends (the fake service does not download it). */
export const PREVIEW_BUILD = [
  '--url',
  'https://builds.example.com/app-debug.apk',
  '--platform',
  'android'
]

/** Node 24, as the recipe's `image: node:24`. */
export function node24(): string {
  return execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'node-of-major.mjs'), '24'], {
    encoding: 'utf8'
  }).trim()
}

/** The two fakes a GitLab job talks to. */
export interface GitLabFakes {
  readonly service: FakeService
  readonly gitlab: FakeGitLab
}

/** Starts the fake service and the fake GitLab. */
export async function startGitLabFakes(
  options: { gitlab?: FakeGitLabOptions; service?: FakeServiceOptions } = {}
): Promise<GitLabFakes> {
  const service = new FakeService({ appUrlBase: 'https://appetize.example', ...options.service })
  const gitlab = new FakeGitLab(options.gitlab)
  await Promise.all([service.start(), gitlab.start()])
  return { service, gitlab }
}

export async function stopGitLabFakes(fakes: GitLabFakes | undefined): Promise<void> {
  await Promise.all([fakes?.service.stop(), fakes?.gitlab.stop()])
}

/** Which pipeline, of which merge request, with which token. */
export interface PipelineOptions {
  /** The merge request's (target) project; default 1001, `acme/mobile-app`. */
  readonly project?: number
  /** Default 7. */
  readonly iid?: number
  /** The head the pipeline built; default the merge request's `sha` when the job is made. */
  readonly sha?: string
  /**
   * A merged-results pipeline: `CI_COMMIT_SHA` is GitLab's internal merge commit and the head is
   * in `CI_MERGE_REQUEST_SOURCE_BRANCH_SHA`.
   */
  readonly mergedResults?: boolean
  /**
   * The project the pipeline runs in (`CI_PROJECT_ID`): the fork for a fork's pipeline, the
   * parent (default) when a parent member runs it there.
   */
  readonly runsIn?: number
  /** `APPETIZE_GITLAB_TOKEN`; default the project access token; null: none set. */
  readonly token?: string | null
}

/** The variables of a merge-request pipeline's job (plus the service's token and URL). */
export function mergeRequestJob(
  fakes: GitLabFakes,
  options: PipelineOptions = {}
): Record<string, string> {
  const { gitlab, service } = fakes
  const project = gitlab.project(options.project ?? FAKE_PROJECT.id)
  const mr = gitlab.mergeRequest(project.id, options.iid ?? FAKE_MERGE_REQUEST_IID)
  const sha = options.sha ?? mr.sha
  const runsIn = gitlab.project(options.runsIn ?? project.id)
  const source = gitlab.project(mr.sourceProjectId)
  return {
    ...common(fakes, runsIn.id, options.token),
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_PROJECT_PATH: runsIn.path,
    CI_MERGE_REQUEST_ID: String(mr.id),
    CI_MERGE_REQUEST_IID: String(mr.iid),
    CI_MERGE_REQUEST_PROJECT_ID: String(project.id),
    CI_MERGE_REQUEST_PROJECT_PATH: project.path,
    CI_MERGE_REQUEST_SOURCE_PROJECT_ID: String(source.id),
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: mr.sourceBranch,
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: mr.targetBranch,
    CI_MERGE_REQUEST_TITLE: mr.title,
    CI_MERGE_REQUEST_REF_PATH: `refs/merge-requests/${mr.iid}/head`,
    CI_MERGE_REQUEST_EVENT_TYPE: options.mergedResults ? 'merged_result' : 'detached',
    ...(options.mergedResults
      ? {
          CI_COMMIT_SHA: shaOf(`merged result of ${sha}`),
          CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: sha,
          CI_MERGE_REQUEST_TARGET_BRANCH_SHA: shaOf(`${mr.targetBranch} head`)
        }
      : { CI_COMMIT_SHA: sha }),
    CI_COMMIT_REF_NAME: mr.sourceBranch,
    CI_COMMIT_BEFORE_SHA: '0'.repeat(40),
    APPETIZE_API_TOKEN: service.apiToken,
    APPETIZE_BASE_URL: service.url
  }
}

/** The variables of a scheduled pipeline's job of a project (a sweep). */
export function scheduledJob(
  fakes: GitLabFakes,
  options: { project?: number; token?: string | null } = {}
): Record<string, string> {
  const project = fakes.gitlab.project(options.project ?? FAKE_PROJECT.id)
  return {
    ...common(fakes, project.id, options.token),
    CI_PIPELINE_SOURCE: 'schedule',
    CI_PROJECT_PATH: project.path,
    CI_COMMIT_SHA: shaOf(`${project.path} ${project.defaultBranch}`),
    CI_COMMIT_REF_NAME: project.defaultBranch,
    CI_COMMIT_BRANCH: project.defaultBranch,
    APPETIZE_API_TOKEN: fakes.service.apiToken,
    APPETIZE_BASE_URL: fakes.service.url
  }
}

function common(
  fakes: GitLabFakes,
  projectId: number,
  token: string | null | undefined
): Record<string, string> {
  const { gitlab } = fakes
  const pipelineUrl = `${gitlab.serverUrl}/${gitlab.project(projectId).path}/-/pipelines/4242`
  return {
    CI: 'true',
    GITLAB_CI: 'true',
    CI_SERVER_URL: gitlab.serverUrl,
    CI_API_V4_URL: gitlab.url,
    CI_PROJECT_ID: String(projectId),
    CI_PIPELINE_ID: '4242',
    CI_PIPELINE_URL: pipelineUrl,
    CI_JOB_ID: '987654',
    CI_JOB_URL: `${gitlab.serverUrl}/${gitlab.project(projectId).path}/-/jobs/987654`,
    CI_JOB_TOKEN: JOB_TOKEN,
    ...(token !== null && { APPETIZE_GITLAB_TOKEN: token ?? PROJECT_TOKEN })
  }
}

/** The installed tool and the Node it runs on; `run` is one job's script line. */
export interface InstalledTool {
  readonly installed: InstalledCli
  readonly node: string
  run(args: readonly string[], env: Record<string, string>): Promise<CliRun>
}

/** Packs and installs the tool once per test file (seconds; cached while the bundle is the same). */
export async function installTool(): Promise<InstalledTool> {
  const installed = await packAndInstall()
  const node = node24()
  return {
    installed,
    node,
    run: (args, env) => runCli(installed.bin, node, args, env)
  }
}

/** The notes people see on a merge request: not system notes, oldest first. */
export function visibleNotes(gitlab: FakeGitLab, iid = FAKE_MERGE_REQUEST_IID): FakeNote[] {
  return gitlab.notesOn(FAKE_PROJECT.id, iid).filter(note => !note.system && !note.hidden)
}

/** The one JSON object a run printed on stdout (its result). */
export function resultOf(run: CliRun): Record<string, unknown> {
  try {
    return JSON.parse(run.stdout) as Record<string, unknown>
  } catch {
    throw new Error(
      `stdout is not one JSON result (exit ${run.exitCode}):\n${run.stdout}\nstderr:\n${run.stderr}`
    )
  }
}

/** A preview deployed earlier, made directly in the fakes (no run needed), for sweep tests. */
export interface GitLabSeed {
  readonly iid: number
  /** The merge request's fields (state, labels, updatedAt …). */
  readonly mergeRequest?: Parameters<FakeGitLab['addMergeRequest']>[2]
  /** When the preview was last deployed (milliseconds). */
  readonly deployedAt: number
  /** Default android. */
  readonly previewName?: string
}

/**
 * Makes a merge request, its preview's app on the service and the note with its signed record,
 * as the tool writes them (the record bound to the project's id and the merge request's IID);
 * returns the app's publicKey.
 */
export function seedGitLabPreview(fakes: GitLabFakes, seed: GitLabSeed): string {
  const { gitlab, service } = fakes
  const mr = gitlab.addMergeRequest(FAKE_PROJECT.id, seed.iid, seed.mergeRequest)
  const previewName = seed.previewName ?? 'android'
  const deployed = new Date(seed.deployedAt).toISOString()
  const publicKey = seedPreviewApp(service, {
    number: seed.iid,
    previewName,
    deployed,
    note: `${FAKE_PROJECT.path}!${seed.iid} @ ${mr.sha.slice(0, 7)}`
  })
  const marker = legacyMarker(
    {
      kind: 'preview',
      previewName,
      publicKey,
      deployedAt: Math.floor(seed.deployedAt / 1000) * 1000
    },
    { secret: service.apiToken, repositoryId: FAKE_PROJECT.id, pullRequestNumber: seed.iid }
  )
  gitlab.addNote(FAKE_PROJECT.id, seed.iid, {
    author: BOT_USERNAME,
    body: `${marker}\n### Preview: ${previewName}\n\n[Open the app](https://appetize.example/app/${publicKey})\n`,
    createdAt: deployed
  })
  return publicKey
}
