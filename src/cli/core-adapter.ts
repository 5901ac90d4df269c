/**
 * Everything the command-line tool takes from the application core, in one place: the run
 * loop, the plans of its commands, the failure and result types, redaction and the escaping of
 * outside text. The rest of src/cli/ imports the core only through this file.
 */
export { runAction, type RunOutcome } from '../core/run.js'
export type { GitHubRun, Host } from '../core/host.js'
export { ActionFailure, type FailureKind } from '../errors/failure.js'
export { InputError } from '../inputs/input-error.js'
export type { InputReader } from '../inputs/action-inputs.js'
export type { ResultName } from '../outputs/step-outputs.js'
export { planCreate, planDelete, planDeviceList } from '../plan/app-commands.js'
export { Redactor } from '../secrets/redaction.js'
export { describeProgress, formatBytes } from '../upload/progress.js'
export { neutraliseCommands } from '../host/workflow-commands.js'
