/**
 * What the fake Bitbucket holds when it starts: the repository `acme/mobile-app` with its open
 * pull request #7, and the tokens of the cases the tool must tell apart. Each access token acts
 * as its own bot user (an `app_user`), which cannot read `GET /2.0/user`.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/using-access-tokens/
 * https://support.atlassian.com/bitbucket-cloud/docs/using-api-tokens/
 */
import type { FakeAccount, FakeRepository, FakeToken } from './records.js'

export const FAKE_REPOSITORY = {
  workspace: 'acme',
  slug: 'mobile-app',
  uuid: '{6f1c2a9e-3b7d-4e21-9a5c-0d8e4f7b2c61}',
  mainBranch: 'main'
} as const satisfies FakeRepository
/** A contributor's fork of acme/mobile-app. */
export const FORK_REPOSITORY = {
  workspace: 'contributor',
  slug: 'mobile-app',
  uuid: '{0c3e9d51-8a2f-4b6c-b1d7-5e4a9f0c2d83}',
  mainBranch: 'main'
} as const satisfies FakeRepository
/** The pull request the fake starts with. */
export const FAKE_PULL_REQUEST_ID = 7

/** A repository access token of acme/mobile-app, scope `pullrequest` (Pull requests: Read). */
export const ACCESS_TOKEN = 'ATCTT3xFfGN0fakeRepositoryAccessToken00'
/** A repository access token with the `repository` scope only (no pull requests). */
export const REPOSITORY_ONLY_TOKEN = 'ATCTT3xFfGN0fakeRepositoryOnlyToken000'
/** A repository access token of another repository (acme/other-app): acme/mobile-app is 404. */
export const OTHER_REPOSITORY_TOKEN = 'ATCTT3xFfGN0fakeOtherRepositoryToken00'
/** An Atlassian API token of Maria (Basic with MARIA_EMAIL), read and write pull requests and repositories. */
export const API_TOKEN = 'ATATT3xFfGF0fakeApiTokenOfMaria00000000'
/** An API token of Maria with `read:pullrequest:bitbucket` only: no build statuses. */
export const API_TOKEN_WITHOUT_REPOSITORY = 'ATATT3xFfGF0fakeApiTokenNoRepository000'
/** An API token of Mallory, another member of the workspace. */
export const MALLORY_API_TOKEN = 'ATATT3xFfGF0fakeApiTokenOfMallory00000'
/** An app password of Maria (Basic with her user name): refused, as after their removal. */
export const APP_PASSWORD = 'fakeAppPassword0000000'
export const REVOKED_TOKEN = 'ATCTT3xFfGN0fakeRevokedAccessToken0000'
export const EXPIRED_TOKEN = 'ATCTT3xFfGN0fakeExpiredAccessToken0000'

export const MARIA_EMAIL = 'maria@example.com'
export const MALLORY_EMAIL = 'mallory@example.com'

/** The repository access token's bot user. */
export const BOT_ACCOUNT = {
  uuid: '{b0b5e3a1-7c2d-4f8e-9a61-3d5c7e9f1a24}',
  accountId: '',
  nickname: 'appetize-previews',
  displayName: 'appetize-previews',
  type: 'app_user'
} as const satisfies FakeAccount

export const DEFAULT_ACCOUNTS: readonly FakeAccount[] = [
  BOT_ACCOUNT,
  account('{5a0f3c1e-0b9d-4e1a-8c2f-7d6e5b4a3c21}', 'maria', 'Maria Maintainer'),
  account('{9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b}', 'mallory', 'Mallory'),
  account('{d4a7c2e9-1f3b-4d5e-a6c8-2b9e0f1d3a57}', 'dana', 'Dana Developer'),
  account('{3c5e7a9b-2d4f-4a6c-8e0b-1d3f5a7c9e2b}', 'olga', 'Olga Outsider'),
  {
    uuid: '{7e1d3c5b-9a2f-4e6d-b8c0-4f2a6e8c0d13}',
    accountId: '',
    nickname: 'other-app-bot',
    displayName: 'other-app-bot',
    type: 'app_user'
  }
]

/** An account's UUID by nickname among the defaults. */
export function accountUuid(nickname: string): string {
  const found = DEFAULT_ACCOUNTS.find(account => account.nickname === nickname)
  if (!found) throw new Error(`The fake Bitbucket has no default account ${nickname}`)
  return found.uuid
}

export const DEFAULT_TOKENS: Record<string, FakeToken> = {
  [ACCESS_TOKEN]: {
    account: BOT_ACCOUNT.uuid,
    kind: 'repository',
    scopes: ['pullrequest'],
    repositories: ['acme/mobile-app']
  },
  [REPOSITORY_ONLY_TOKEN]: {
    account: BOT_ACCOUNT.uuid,
    kind: 'repository',
    scopes: ['repository'],
    repositories: ['acme/mobile-app']
  },
  [OTHER_REPOSITORY_TOKEN]: {
    account: '{7e1d3c5b-9a2f-4e6d-b8c0-4f2a6e8c0d13}',
    kind: 'repository',
    scopes: ['pullrequest'],
    repositories: ['acme/other-app']
  },
  [API_TOKEN]: {
    account: accountUuid('maria'),
    kind: 'api',
    login: MARIA_EMAIL,
    scopes: [
      'read:pullrequest:bitbucket',
      'write:pullrequest:bitbucket',
      'read:repository:bitbucket'
    ]
  },
  [API_TOKEN_WITHOUT_REPOSITORY]: {
    account: accountUuid('maria'),
    kind: 'api',
    login: MARIA_EMAIL,
    scopes: ['read:pullrequest:bitbucket']
  },
  [MALLORY_API_TOKEN]: {
    account: accountUuid('mallory'),
    kind: 'api',
    login: MALLORY_EMAIL,
    scopes: ['read:pullrequest:bitbucket', 'read:repository:bitbucket']
  },
  [APP_PASSWORD]: {
    account: accountUuid('maria'),
    kind: 'app-password',
    login: 'maria',
    scopes: ['pullrequest', 'repository']
  },
  [REVOKED_TOKEN]: {
    account: BOT_ACCOUNT.uuid,
    kind: 'repository',
    scopes: ['pullrequest'],
    revoked: true
  },
  [EXPIRED_TOKEN]: {
    account: BOT_ACCOUNT.uuid,
    kind: 'repository',
    scopes: ['pullrequest'],
    expired: true
  }
}

function account(uuid: string, nickname: string, displayName: string): FakeAccount {
  return { uuid, accountId: `712020:${uuid.slice(1, 9)}`, nickname, displayName, type: 'user' }
}
