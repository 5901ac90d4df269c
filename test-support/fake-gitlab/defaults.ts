/**
 * What the fake GitLab holds when it starts: the project `acme/mobile-app` (id 1001) with its open
 * merge request !7, a fork of it, and the tokens of the cases the tool must tell apart. A project
 * access token acts as its bot user, named `project_{project_id}_bot_{random}` as GitLab names it.
 *
 * https://docs.gitlab.com/user/project/settings/project_access_tokens/#bot-users-for-projects
 */
import type { FakeProject, FakeToken, FakeUser } from './records.js'

export const FAKE_PROJECT = { id: 1001, path: 'acme/mobile-app' } as const satisfies Pick<
  FakeProject,
  'id' | 'path'
>
/** A contributor's fork of `acme/mobile-app`. */
export const FORK_PROJECT = {
  id: 2002,
  path: 'contributor/mobile-app',
  forkedFromId: 1001
} as const satisfies Pick<FakeProject, 'id' | 'path' | 'forkedFromId'>
/** The merge request the fake starts with. */
export const FAKE_MERGE_REQUEST_IID = 7

/** A project access token of acme/mobile-app: `api` scope, Developer role. */
export const PROJECT_TOKEN = 'glpat-fakeProjectToken00000'
/** A project access token with the `read_api` scope only. */
export const READ_API_TOKEN = 'glpat-fakeReadApiToken00000'
/** A maintainer's personal access token (`api`). */
export const PERSONAL_TOKEN = 'glpat-fakePersonalToken0000'
/** Another user's personal access token (`api`, Developer). */
export const OTHER_USER_TOKEN = 'glpat-fakeOtherUserToken000'
/** A personal access token that cannot see acme/mobile-app (404 Project Not Found). */
export const OUTSIDER_TOKEN = 'glpat-fakeOutsiderToken0000'
/** A CI job token (`CI_JOB_TOKEN`) of a pipeline started by `dana`. */
export const JOB_TOKEN = 'glcbt-fakeJobToken000000000'
export const REVOKED_TOKEN = 'glpat-fakeRevokedToken00000'
export const EXPIRED_TOKEN = 'glpat-fakeExpiredToken00000'

/** The project access token's bot user. */
export const BOT_USERNAME = 'project_1001_bot_4ffca233d8298ea1'

export const DEFAULT_USERS: readonly FakeUser[] = [
  { id: 5001, username: BOT_USERNAME, name: 'appetize-previews', bot: true },
  { id: 5002, username: 'project_1001_bot_9a41c0d2e7f35b18', name: 'read-only', bot: true },
  { id: 5003, username: 'maria', name: 'Maria Maintainer', bot: false },
  { id: 5004, username: 'mallory', name: 'Mallory', bot: false },
  { id: 5005, username: 'dana', name: 'Dana Developer', bot: false },
  { id: 5006, username: 'olga', name: 'Olga Outsider', bot: false }
]

export const DEFAULT_TOKENS: Record<string, FakeToken> = {
  [PROJECT_TOKEN]: {
    username: BOT_USERNAME,
    kind: 'project',
    scopes: ['api'],
    role: 'developer',
    projects: [1001]
  },
  [READ_API_TOKEN]: {
    username: 'project_1001_bot_9a41c0d2e7f35b18',
    kind: 'project',
    scopes: ['read_api'],
    role: 'developer',
    projects: [1001]
  },
  [PERSONAL_TOKEN]: { username: 'maria', kind: 'personal', scopes: ['api'], role: 'maintainer' },
  [OTHER_USER_TOKEN]: { username: 'mallory', kind: 'personal', scopes: ['api'] },
  [OUTSIDER_TOKEN]: { username: 'olga', kind: 'personal', scopes: ['api'], projects: [] },
  [JOB_TOKEN]: { username: 'dana', kind: 'job', role: 'developer' },
  [REVOKED_TOKEN]: { username: BOT_USERNAME, kind: 'project', revoked: true },
  [EXPIRED_TOKEN]: { username: BOT_USERNAME, kind: 'project', expired: true }
}
