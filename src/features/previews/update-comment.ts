/**
 * The sticky comment of a plain update (`comment: true`): one comment per app on the pull
 * request, edited in place on every deploy. Everything here is best effort: the update already
 * succeeded, so a comment that cannot be read or written is a warning. The platform's adapter
 * reads and writes the comment (its record store cites the platform's documentation).
 */
import { renderCommentBody, renderCommentMarkdown } from './comment-body.js'
import { reviewWarning } from './review-failures.js'
import { deviceLinks } from '../update-app/device-links.js'
import { escapeHtml } from '../../shared/html.js'
import type { StepOutputs } from '../step-outputs.js'
import type { UpdateCommentOperation } from '../operations.js'
import { commentContent, markdownSection, readReportedApp } from './comment-content.js'
import type { OperationHandler } from '../handler.js'
import { tell } from './notes.js'
import { capitalized, openSession } from './pull-request-session.js'

/** The `update-comment` handler: sets `commentUrl` when the comment was written. */
export const updateComment: Omit<OperationHandler<UpdateCommentOperation>, 'title'> = {
  async run(operation, context) {
    const { host, earlier, dryRun } = context
    const publicKey = earlier.app?.record.publicKey || operation.publicKey
    const reported = await readReportedApp(context, publicKey)
    tell(host, reported.notes)
    const content = commentContent({ kind: 'update', publicKey }, earlier.app, {
      target: operation.target,
      // The update operation has warned already when there are no links.
      deviceLinks: deviceLinks(earlier.app?.appUrl ?? '', operation, { warning: () => {} }),
      reportedApp: reported.reportedApp,
      build: operation.build,
      now: host.now(),
      terms: operation.target.terms,
      scrub: context.scrub
    })
    const outputs: StepOutputs = {}
    const { terms } = operation.target
    const term = capitalized(terms.comment)
    try {
      const session = await openSession(context, operation.target)
      const found = session.records.updates.find(each => each.record.publicKey === publicKey)
      const body = renderCommentBody(content, session.recordKey)
      const comment = found
        ? await session.store.write(found.comment.id, body)
        : await session.store.create(body)
      outputs.commentUrl = comment.url
      host.info(
        dryRun
          ? `Dry run: the ${terms.comment} would be ${found ? 'edited' : 'created'}.`
          : `${term} ${found ? 'edited' : 'created'}: ${comment.url || "(the platform's answer gave no link in the shape it documents; none is published)"}`
      )
    } catch (error) {
      host.warning(
        reviewWarning(
          error,
          dryRun
            ? 'a run would update the app, but not comment'
            : `the app was updated, but the ${terms.pullRequest} ${terms.comment} was not`
        ),
        `${term} not written`
      )
    }
    // The summary gets the comment's content (as a preview's does), and a link to it.
    const link = outputs.commentUrl
      ? `\n<p>${escapeHtml(capitalized(`${terms.pullRequest} ${terms.comment}`))}: <a href="${escapeHtml(outputs.commentUrl)}">${escapeHtml(outputs.commentUrl)}</a></p>`
      : ''
    return { outputs, section: markdownSection(renderCommentMarkdown(content)) + link }
  }
}
