/** The toolkit's GitHub client (Octokit), GitHub's repository reference, and what every call passes. */
import type { RepositoryRef } from '../review/terms.js'

/** The toolkit's client, as `getOctokit` makes it. */
export type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>

/** A GitHub repository as the adapter addresses it: owner and name, and its id as the binding. */
export interface GitHubRepository extends RepositoryRef {
  readonly owner: string
  readonly repo: string
}

/**
 * The port's repository reference for `owner/repo`: shown as `owner/repo`, bound by the
 * repository's id, which stays with it through a rename.
 */
export function gitHubRepository(owner: string, repo: string, id: number): GitHubRepository {
  return { display: `${owner}/${repo}`, binding: String(id), owner, repo }
}

/**
 * Owner and name alone: any other field of the caller's object would become a query parameter.
 *
 * @throws TypeError for a reference this adapter did not make
 */
export function repositoryParams(repository: RepositoryRef): { owner: string; repo: string } {
  const { owner, repo } = repository as Partial<GitHubRepository>
  if (typeof owner !== 'string' || typeof repo !== 'string') {
    throw new TypeError(`${repository.display} is not a GitHub repository reference`)
  }
  return { owner, repo }
}
