/**
 * A pull request's comments as the record store: listed 100 a page following `next` (oldest
 * first, as Bitbucket orders them), deleted comments (`deleted: true`, empty content) and inline
 * ones (on a line of the diff) skipped; read, created, edited and deleted one by one. A creation
 * whose answer was lost (a 5xx, a dropped connection) may have landed: before it is sent again,
 * the comments are read, and a comment with that body, new since the last read, is taken as the
 * one created (by the identity this run has written as, when it knows it).
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/#api-repositories-workspace-repo-slug-pullrequests-pull-request-id-comments-get
 */
import type { ReviewOperation } from '../review/review-error.js'
import type { RecordStore, StoredComment } from '../review/review-platform.js'
import { RECORD_MARKER_PREFIX } from '../review/review-platform.js'
import { UncertainWriteError, type BitbucketClient } from './bitbucket-client.js'
import { fromStoredBody, toStoredBody } from './record-link.js'
import { pullRequestPath, type BitbucketRepository } from './bitbucket-repository.js'
import { checkedAccount, objectOf, type AccountAnswer } from './bitbucket-answers.js'

/** Sends of a comment, the first included, when each may have landed and a read found none. */
const CREATE_ATTEMPTS = 3

/** What the store needs from the adapter around it. */
export interface CommentsContext {
  readonly client: BitbucketClient
  /** Scrubs a body line by line (but for the record line) before it is sent. */
  readonly redactBody: (body: string) => string
  /** `GET /2.0/user`, for an API token only (an access token is refused it). */
  readonly whoAmI?: () => Promise<AccountAnswer>
  /** Runs a call, turning its failure into one ReviewPlatformError. */
  readonly call: <T>(
    operation: ReviewOperation,
    run: () => Promise<T>,
    subject: string
  ) => Promise<T>
}

/** The comments of pull requests, with what a run learns of its own identity. */
export class BitbucketComments {
  /** The comment ids each pull request had when last listed, by its path. */
  private readonly seen = new Map<string, Set<string>>()
  /** The account this run's comments were written as, from Bitbucket's answers to its writes. */
  private writer: string | undefined
  /** How Bitbucket names that account. */
  private writerName = ''

  constructor(private readonly context: CommentsContext) {}

  /** The record store of pull request `number`. */
  store(repository: BitbucketRepository, number: number): RecordStore {
    const path = pullRequestPath(repository, number)
    const subject = `#${number} of ${repository.display}`
    const { client, call } = this.context
    const commentUrl = (id: string): string =>
      client.url(`${path}/comments/${encodeURIComponent(id)}`)
    return {
      list: () => call('listComments', async () => this.list(path, subject), subject),
      read: id =>
        call(
          'readComment',
          async () => {
            try {
              const comment = this.toComment(await client.call('GET', commentUrl(id)))
              return comment === undefined || comment.deleted ? undefined : comment.stored
            } catch (error) {
              if ((error as { status?: unknown }).status === 404) return undefined
              throw error
            }
          },
          subject
        ),
      create: body => call('createComment', () => this.create(path, subject, body), subject),
      write: (id, body) =>
        call(
          'updateComment',
          async () => {
            const sent = toStoredBody(this.context.redactBody(body))
            const answer = await client.call('PUT', commentUrl(id), { content: { raw: sent } })
            return this.own(answer)
          },
          subject
        ),
      remove: id =>
        call(
          'deleteComment',
          async () => {
            try {
              await client.call('DELETE', commentUrl(id))
            } catch (error) {
              if ((error as { status?: unknown }).status !== 404) throw error
            }
          },
          subject
        ),
      identify: () => this.identify(),
      // An access token cannot read GET /2.0/user: the comment's author binds its reservation.
      bindsReservations: true
    }
  }

  /**
   * The account the token writes as, asked only for a record without an author binding: the one
   * this run's own writes were answered with, else `GET /2.0/user` for an API token (its
   * `read:user:bitbucket` scope may be missing: then none). Access tokens cannot read
   * `GET /2.0/user` (401), and are never sent it.
   */
  private async identify(): Promise<{ authorId: string; author: string } | undefined> {
    if (this.writer !== undefined) return { authorId: this.writer, author: this.writerName }
    const whoAmI = this.context.whoAmI
    if (!whoAmI) return undefined
    try {
      const account = await whoAmI()
      return account.uuid === '' ? undefined : { authorId: account.uuid, author: account.name }
    } catch {
      return undefined
    }
  }

  /** The comments that carry a record, oldest first; remembers every id listed. */
  private async list(path: string, listing: string): Promise<StoredComment[]> {
    const found: StoredComment[] = []
    const ids = new Set<string>()
    const url = this.context.client.url(`${path}/comments`, { pagelen: '100' })
    await this.context.client.pages(url, `the comments of ${listing}`, values => {
      for (const value of values) {
        const comment = this.toComment(value)
        if (!comment) continue
        ids.add(comment.stored.id)
        if (comment.deleted || comment.inline) continue
        if (comment.stored.body.startsWith(RECORD_MARKER_PREFIX)) found.push(comment.stored)
      }
      return false
    })
    this.seen.set(path, ids)
    return found
  }

  /** Creates a comment; after a failure that may have followed its landing, looks first. */
  private async create(path: string, listing: string, body: string): Promise<StoredComment> {
    const sent = toStoredBody(this.context.redactBody(body))
    const url = this.context.client.url(`${path}/comments`)
    let uncertain = false
    for (let attempt = 1; ; attempt++) {
      if (uncertain) {
        const landed = await this.landed(path, listing, sent)
        if (landed) return landed
      }
      try {
        return this.own(await this.context.client.call('POST', url, { content: { raw: sent } }))
      } catch (error) {
        if (!(error instanceof UncertainWriteError) || attempt >= CREATE_ATTEMPTS) throw error
        uncertain = true
      }
    }
  }

  /** A comment with `sent` as its body, not there at the last listing, if one landed. */
  private async landed(
    path: string,
    listing: string,
    sent: string
  ): Promise<StoredComment | undefined> {
    const before = this.seen.get(path) ?? new Set<string>()
    const expected = normalized(fromStoredBody(sent))
    const comments = await this.list(path, listing)
    return comments
      .filter(comment => !before.has(comment.id) && normalized(comment.body) === expected)
      .filter(comment => this.writer === undefined || comment.authorId === this.writer)
      .map(comment => ({ ...comment, own: true }))
      .at(-1)
  }

  /** The answer to the run's own write: its author is the identity the token writes as. */
  private own(answer: unknown): StoredComment {
    const comment = this.toComment(answer)
    if (!comment) throw new TypeError('Bitbucket answered the comment without its id or author')
    if (comment.stored.authorId !== '') {
      this.writer = comment.stored.authorId
      this.writerName = comment.stored.author
    }
    return { ...comment.stored, own: true }
  }

  /** A comment from an answer, or undefined for one without an id. */
  private toComment(
    answer: unknown
  ): { stored: StoredComment; deleted: boolean; inline: boolean } | undefined {
    const comment = objectOf(answer)
    const id = comment.id
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined
    const content = objectOf(comment.content)
    const raw = typeof content.raw === 'string' ? content.raw : ''
    const account = checkedAccount(comment.user)
    const html = objectOf(objectOf(comment.links).html).href
    const updatedAt =
      typeof comment.updated_on === 'string' ? Date.parse(comment.updated_on) : Number.NaN
    return {
      stored: {
        id: String(id),
        url: typeof html === 'string' && /^https?:\/\//.test(html) ? html : '',
        body: fromStoredBody(raw),
        author: account.name,
        authorId: account.uuid,
        own: undefined,
        ...(Number.isNaN(updatedAt) ? {} : { updatedAt })
      },
      deleted: comment.deleted === true,
      inline: comment.inline !== undefined && comment.inline !== null
    }
  }
}

/** A body as stored text compares: line endings and the white space around it set aside. */
function normalized(body: string): string {
  return body.replace(/\r\n?/g, '\n').trim()
}
