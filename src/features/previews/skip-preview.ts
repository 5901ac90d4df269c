import { message, render } from '../../shared/message.js'
import { escapeHtml } from '../../shared/html.js'
import type { SkipPreviewOperation } from '../operations.js'
import type { OperationHandler } from '../handler.js'

/**
 * Skips the preview when there is no apiToken (the review platform withholds secrets from fork
 * pull requests): a notice, `previewAction=skipped`, exit 0, and no request to the service or to
 * the review platform.
 */
export const skipPreview: Omit<OperationHandler<SkipPreviewOperation>, 'title'> = {
  run(operation, { host }) {
    // The title says there is no preview; the text says why, without saying so again.
    host.notice(message`${operation.reason}. Nothing was sent.`, 'Preview skipped')
    return Promise.resolve({
      outputs: { previewAction: 'skipped' },
      section: `<h3>Preview skipped</h3>\n<p>${escapeHtml(render(operation.reason, host.words))}; nothing was sent.</p>`
    })
  }
}
