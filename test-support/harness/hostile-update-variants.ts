/**
 * The hostile answers the project's tests know (test-support/harness/hostile-answers.ts), fed to an update
 * run of the bundled action as the runner runs it: none ends as "Unexpected error" (which is
 * for the action's own bugs), the update is never applied twice (sent a second time only when
 * it met no answer and the read-backs proved the service had not applied it), and the run ends either without
 * outputs or with outputs that describe the update the fake service applied. The variants are
 * split over two test files (hostile-answers*.e2e.test.ts), so that jest runs them side by side;
 * this module holds what they share.
 */
import { expect } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService, type Fault } from '../fake-service/server.js'
import { HOSTILE_ANSWERS, MALFORMED_APP_ANSWERS } from './hostile-answers.js'
import { runAction } from './runner.js'

/** Where the hostile answer meets the action. */
export type Variant =
  /** As the update's answer, from something that did not apply it (a proxy, a web site). */
  | 'update, not applied'
  /** As the update's answer, from the service after it applied the update. */
  | 'update, applied'
  /** As the read-back after an update whose answer broke off. */
  | 'read-back'

/**
 * The answers a variant meets: every one where the proof matters most (an update that was not
 * applied must publish nothing); elsewhere, those that differ in how they arrive.
 */
function answersFor(variant: Variant): readonly (readonly [string, Fault])[] {
  return variant === 'update, not applied'
    ? [...HOSTILE_ANSWERS, ...MALFORMED_APP_ANSWERS]
    : HOSTILE_ANSWERS
}

function injectFor(service: FakeService, variant: Variant, fault: Fault): void {
  if (variant === 'update, not applied') service.injectFault('update', fault)
  if (variant === 'update, applied')
    service.injectFault('update', { ...fault, afterHandling: true })
  if (variant === 'read-back') {
    service.injectFault('update', { breakBody: true })
    service.injectFault('read', fault)
  }
}

/** The sweep's cases for the variants: variant, what the answer is, the fault that sends it. */
export function hostileAnswerCases(
  variants: readonly Variant[]
): (readonly [Variant, string, Fault])[] {
  return variants.flatMap(variant =>
    answersFor(variant).map(([what, fault]) => [variant, what, fault] as const)
  )
}

/** Runs the bundled action against a fresh fake that sends `fault` where `variant` says. */
export async function expectHostileAnswerHandled(
  variant: Variant,
  _what: string,
  fault: Fault
): Promise<void> {
  const service = new FakeService()
  await service.start()
  try {
    const before = service.apps.get(DEFAULT_PUBLIC_KEY)?.versionCode ?? 0
    injectFor(service, variant, fault)
    const run = await runAction({
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'sent by this run',
      baseUrl: service.url,
      // The shortest deadline the input allows ends a held answer soon; any other answer gets a
      // minute, so that a busy machine still meets the answer this case is about, not a deadline.
      requestTimeout: fault.hang ? '1' : '60'
    })
    // The action ran to its end: success, or exactly one error annotation that is not a crash.
    expect(run.errors.map(error => error.title)).not.toContain('Unexpected error')
    // Never applied twice, whatever became of the answer; sent again only where the service
    // provably did not apply the first (a lost answer, issue 48), never a third time.
    const sent = service.requestsTo('update').length
    expect(sent).toBeGreaterThanOrEqual(1)
    expect(sent).toBeLessThanOrEqual(variant === 'update, not applied' ? 2 : 1)
    expect((service.apps.get(DEFAULT_PUBLIC_KEY)?.versionCode ?? 0) - before).toBeLessThanOrEqual(1)
    if (run.exitCode !== 0) {
      expect(run.errors).toHaveLength(1)
      expect(run.outputs).toEqual({})
      return
    }
    // The outputs describe the update this run sent, as the service applied it.
    const app = service.apps.get(DEFAULT_PUBLIC_KEY)
    expect(app?.versionCode).toBe(before + 1)
    expect(app?.fields.note).toBe('sent by this run')
    expect(run.outputs.versionCode).toBe(String(app?.versionCode))
    expect(run.outputs.updated).toBe(app?.updated)
  } finally {
    await service.stop()
  }
}
