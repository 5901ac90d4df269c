/** The toolkit's GitHub client (Octokit) and what every call of it passes. */
import type { RepositoryRef } from '../review/review-platform.js'

/** The toolkit's client, as `getOctokit` makes it. */
export type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>

/** Owner and name alone: any other field of the caller's object would become a query parameter. */
export function repositoryParams(repository: RepositoryRef): RepositoryRef {
  return { owner: repository.owner, repo: repository.repo }
}
