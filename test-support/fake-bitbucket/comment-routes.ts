/**
 * A pull request's comments: list (global, inline and deleted ones together, oldest first, 100 a
 * page at most), one, create (201 with `Location`), edit (200), delete (204). Only a comment's
 * author may edit or delete it; a deleted comment stays listed with `deleted: true` and empty
 * content, and can no longer be edited. Creating a comment touches the pull request's
 * `updated_on`.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/#api-repositories-workspace-repo-slug-pullrequests-pull-request-id-comments-get
 */
import {
  type BitbucketRoute,
  type BitbucketState,
  type Caller,
  error,
  paginate,
  type RouteAnswer,
  type RouteRequest
} from './answers.js'
import { commentJson, type FakePullRequest, timestamp } from './records.js'

export class CommentRoutes {
  constructor(private readonly bitbucket: BitbucketState) {}

  answer(
    route: BitbucketRoute,
    pr: FakePullRequest,
    commentId: number | undefined,
    request: RouteRequest,
    caller: Extract<Caller, { kind: 'token' }>
  ): RouteAnswer {
    const bitbucket = this.bitbucket
    if (route === 'listComments') {
      const rows = bitbucket.commentsOn(pr.repository, pr.id)
      if ((request.url.searchParams.get('sort') ?? '') === '-created_on') rows.reverse()
      return paginate(rows, request.url, row => bitbucket.commentJson(row, request.web), {
        limit: 100,
        maxPageLength: bitbucket.maxPageLength
      })
    }
    if (route === 'createComment') return this.create(pr, request, caller)
    const comment = commentId === undefined ? undefined : bitbucket.comments.get(commentId)
    if (!comment || comment.repository !== pr.repository || comment.pullRequestId !== pr.id) {
      return error(404, 'Comment not found')
    }
    if (route === 'getComment') {
      return { status: 200, body: bitbucket.commentJson(comment, request.web) }
    }
    if (comment.deleted) return error(404, 'Comment not found')
    if (comment.author !== caller.account.uuid) {
      return error(403, 'You do not have access to this comment.')
    }
    if (route === 'deleteComment') {
      comment.deleted = true
      comment.updatedOn = timestamp()
      return { status: 204, body: undefined }
    }
    const raw = rawOf(request.body)
    if (typeof raw !== 'string') return raw
    comment.raw = raw
    comment.updatedOn = timestamp()
    return {
      status: 200,
      body: commentJson(comment, bitbucket.account(comment.author), request.web)
    }
  }

  private create(
    pr: FakePullRequest,
    request: RouteRequest,
    caller: Extract<Caller, { kind: 'token' }>
  ): RouteAnswer {
    const raw = rawOf(request.body)
    if (typeof raw !== 'string') return raw
    const comment = this.bitbucket.addComment(pr.repository, pr.id, {
      author: caller.account.uuid,
      raw
    })
    pr.updatedOn = comment.createdOn
    const location = `${request.url.origin}/2.0/repositories/${pr.repository}/pullrequests/${pr.id}/comments/${comment.id}`
    return {
      status: 201,
      body: this.bitbucket.commentJson(comment, request.web),
      headers: { location }
    }
  }
}

/** `content.raw` of a body, or the 400 Bitbucket gives without it. */
function rawOf(body: Record<string, unknown> | undefined): string | RouteAnswer {
  const content = body?.content as Record<string, unknown> | undefined
  const raw = content?.raw
  if (typeof raw !== 'string' || raw.trim() === '') {
    return error(400, 'content: This field is required.', { content: ['This field is required.'] })
  }
  return raw
}
