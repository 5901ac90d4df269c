import type { Operation, OperationKind } from '../../plan/operations.js'
import { fetchIpBlocks } from './fetch-ip-blocks.js'
import type { OperationHandler } from './handler.js'
import { updateApp } from './update-app.js'

/** The handler of each operation kind: adding an operation adds one entry here. */
export const HANDLERS: {
  readonly [K in OperationKind]: OperationHandler<Extract<Operation, { kind: K }>>
} = {
  'fetch-ip-blocks': fetchIpBlocks,
  'update-app': updateApp
}

/** The handler of an operation. */
export function handlerOf<O extends Operation>(operation: O): OperationHandler<O> {
  return HANDLERS[operation.kind] as unknown as OperationHandler<O>
}
