import type { Operation, OperationKind } from '../features/operations.js'
import { lazyHandler, type OperationHandler } from '../features/handler.js'
import { updateApp } from '../features/update-app/update-app.js'

/**
 * The handler of each operation kind: adding an operation adds one entry here. The IP block
 * and pull request work is loaded only by runs that do it, so a plain update loads neither.
 */
export const HANDLERS: {
  readonly [K in OperationKind]: OperationHandler<Extract<Operation, { kind: K }>>
} = {
  'check-devices': lazyHandler(
    () => 'Check the devices',
    async () => (await import('../features/update-app/check-devices.js')).checkDevices
  ),
  'fetch-ip-blocks': lazyHandler(
    () => 'Fetch the IP blocks',
    async () => (await import('../features/ip-blocks/fetch-ip-blocks.js')).fetchIpBlocks
  ),
  'update-app': updateApp,
  'create-app': lazyHandler(
    () => 'Create an app',
    async () => (await import('../features/update-app/app-commands.js')).createApp
  ),
  'delete-app': lazyHandler(
    operation => `Delete app ${operation.publicKey}`,
    async () => (await import('../features/update-app/app-commands.js')).deleteApp
  ),
  'list-devices': lazyHandler(
    () => 'List the devices',
    async () => (await import('../features/update-app/app-commands.js')).listDevices
  ),
  'deploy-preview': lazyHandler(
    operation => `Deploy the preview ${operation.previewName}`,
    async () => (await import('../features/previews/deploy-preview.js')).deployPreview
  ),
  'remove-previews': lazyHandler(
    operation =>
      operation.previewName === undefined
        ? 'Remove the previews'
        : `Remove the preview ${operation.previewName}`,
    async () => (await import('../features/previews/remove-previews.js')).removePreviews
  ),
  'sweep-previews': lazyHandler(
    () => 'Sweep the previews',
    async () => (await import('../features/previews/sweep-previews.js')).sweepPreviews
  ),
  'skip-preview': lazyHandler(
    () => 'Skip the preview',
    async () => (await import('../features/previews/skip-preview.js')).skipPreview
  ),
  'update-comment': lazyHandler(
    () => 'Comment on the pull request',
    async () => (await import('../features/previews/update-comment.js')).updateComment
  )
}

/** The handler of an operation. */
export function handlerOf<O extends Operation>(operation: O): OperationHandler<O> {
  return HANDLERS[operation.kind] as unknown as OperationHandler<O>
}
