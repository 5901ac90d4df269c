/**
 * Bitbucket's answers, checked and mapped to the port's types before anything reads them: ids
 * must be integers, a head must be a commit hash (Bitbucket gives 12 hex digits), an account a
 * UUID in braces, free text stays text.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/#api-repositories-workspace-repo-slug-pullrequests-pull-request-id-get
 */
import type { PullRequestDetails } from '../review/review-platform.js'

/** An account as the adapter names it: a stable id, and how a warning names it. */
export interface AccountAnswer {
  /** `{…}`, lower case; '' when the answer gave none. */
  readonly uuid: string
  /** The display name or nickname (outside text); '' for none. */
  readonly name: string
}

/** A pull request's tags read as labels: `[keep-preview]` in its title or description. */
const TAG = /\[([^[\]\n]{1,100})\]/g

/** The object an answer is, or `{}`. */
export function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** An account (`user` of a comment, `author` of a pull request). */
export function checkedAccount(value: unknown): AccountAnswer {
  const account = objectOf(value)
  const uuid =
    typeof account.uuid === 'string' && /^\{[0-9a-f-]{1,64}\}$/i.test(account.uuid)
      ? account.uuid.toLowerCase()
      : ''
  const named = [account.display_name, account.nickname].find(
    (name): name is string => typeof name === 'string' && name.trim() !== ''
  )
  return { uuid, name: (named ?? '').slice(0, 100) }
}

/** The bracketed tags of a title and description (`[keep-preview]` → `keep-preview`). */
export function tagsOf(...texts: string[]): string[] {
  const tags = new Set<string>()
  for (const text of texts) {
    for (const found of text.matchAll(TAG)) tags.add((found[1] ?? '').trim())
  }
  return [...tags].filter(tag => tag !== '')
}

/**
 * A pull request (one, or an item of the list). MERGED is closed and merged; DECLINED and
 * SUPERSEDED closed.
 *
 * @throws TypeError for a missing id, state, head or update time
 */
export function toPullRequest(answer: unknown): PullRequestDetails & { readonly webUrl: string } {
  const pr = objectOf(answer)
  const id = pr.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw new TypeError('A pull request without an id')
  }
  const state = pr.state
  if (state !== 'OPEN' && state !== 'MERGED' && state !== 'DECLINED' && state !== 'SUPERSEDED') {
    throw new TypeError(`Pull request #${id} has no state (OPEN, MERGED, DECLINED or SUPERSEDED)`)
  }
  const source = objectOf(pr.source)
  const destination = objectOf(pr.destination)
  const hash = objectOf(source.commit).hash
  if (typeof hash !== 'string' || !/^[0-9a-f]{7,64}$/i.test(hash)) {
    throw new TypeError(`Pull request #${id} has no head commit hash`)
  }
  const updatedAt = typeof pr.updated_on === 'string' ? Date.parse(pr.updated_on) : NaN
  if (Number.isNaN(updatedAt)) throw new TypeError(`Pull request #${id} has no update time`)
  const title = typeof pr.title === 'string' ? pr.title : ''
  const summary = objectOf(pr.summary).raw
  const description =
    typeof pr.description === 'string' ? pr.description : typeof summary === 'string' ? summary : ''
  const repositoryOf = (side: Record<string, unknown>): string => {
    const repository = objectOf(side.repository)
    const uuid = typeof repository.uuid === 'string' ? repository.uuid.toLowerCase() : ''
    const name = typeof repository.full_name === 'string' ? repository.full_name.toLowerCase() : ''
    return uuid !== '' ? uuid : name
  }
  const headRepository = repositoryOf(source)
  const branch = objectOf(source.branch).name
  const html = objectOf(objectOf(pr.links).html).href
  return {
    number: id,
    state: state === 'OPEN' ? 'open' : 'closed',
    merged: state === 'MERGED',
    title,
    headSha: hash.toLowerCase(),
    headRef: typeof branch === 'string' ? branch : '',
    isFork: headRepository === '' || headRepository !== repositoryOf(destination),
    author: checkedAccount(pr.author).name,
    labels: tagsOf(title, description),
    updatedAt,
    webUrl: typeof html === 'string' && /^https?:\/\//.test(html) ? html : ''
  }
}
