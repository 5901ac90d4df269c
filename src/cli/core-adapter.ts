/**
 * Everything the command-line tool takes from the application core, in one place: the run
 * loop, the plans of its commands, the failure and result types, redaction and the escaping of
 * outside text. The rest of src/cli/ imports the core only through this file.
 */
export { runAction, type Planner, type RunOutcome } from '../app/run.js'
export { planRun } from '../app/plan/plan.js'
export type { Host } from '../shared/host.js'
export { ActionFailure } from '../shared/failure.js'
export { InputError, InputErrors } from '../shared/input-error.js'
export { failureReports } from '../shared/failure-report.js'
export {
  render,
  type AdviceKind,
  type InputName,
  type Text,
  type Words
} from '../shared/message.js'
export type { InputReader } from '../app/inputs.js'
export type { ReviewPort } from '../review/review-port.js'
export type { ResultName } from '../features/step-outputs.js'
export { planCreate, planDelete, planDeviceList } from '../app/plan/app-commands.js'
export { Redactor, type SecretOptions } from '../shared/redaction.js'
export { proxyCredentials } from '../shared/proxy-credentials.js'
export { describeProgress, formatBytes } from '../service/upload/progress.js'
export { neutraliseCommands } from '../shared/workflow-commands.js'
