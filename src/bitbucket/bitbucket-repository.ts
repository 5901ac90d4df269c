/**
 * A Bitbucket repository as the adapter addresses it: its workspace and slug (in every path),
 * and its UUID (the binding signed into preview records: a rename keeps it), and the paths of
 * the REST resources built on them.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-repositories/
 */
import type { RepositoryRef } from '../review/review-platform.js'

/** The port's repository reference, with Bitbucket's own fields. */
export interface BitbucketRepository extends RepositoryRef {
  /** The workspace's slug (`BITBUCKET_WORKSPACE`). */
  readonly workspace: string
  /** The repository's slug (`BITBUCKET_REPO_SLUG`). */
  readonly slug: string
}

/** A workspace or repository slug as Bitbucket allows them: letters, digits, `-`, `_`, `.`. */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** A repository UUID in braces, as `BITBUCKET_REPO_UUID` gives it. */
export const REPOSITORY_UUID = /^\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}$/i

/** The reference of `workspace/slug` bound by `uuid`. */
export function bitbucketRepository(
  workspace: string,
  slug: string,
  uuid: string
): BitbucketRepository {
  return { workspace, slug, display: `${workspace}/${slug}`, binding: uuid.toLowerCase() }
}

/** `/repositories/{workspace}/{slug}`. */
export function repositoryPath(repository: RepositoryRef): string {
  const { workspace, slug } = asBitbucket(repository)
  return `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(slug)}`
}

/** `/repositories/{workspace}/{slug}/pullrequests/{id}`. */
export function pullRequestPath(repository: RepositoryRef, id: number): string {
  return `${repositoryPath(repository)}/pullrequests/${id}`
}

/**
 * The adapter's own reference back from the core.
 *
 * @throws TypeError for a reference this adapter did not make
 */
export function asBitbucket(repository: RepositoryRef): BitbucketRepository {
  const { workspace, slug } = repository as Partial<BitbucketRepository>
  if (typeof workspace !== 'string' || typeof slug !== 'string') {
    throw new TypeError('The repository was not named by the Bitbucket adapter')
  }
  return repository as BitbucketRepository
}
