/**
 * What a fake does when a request to a route arrives, before it answers it (once, or `times`
 * times): another run's write interleaved between a run's read and its write, on purpose. The
 * fakes of GitHub and GitLab keep theirs here (`beforeAnswer`).
 */
export class AnswerHooks<Route> {
  private readonly hooks: { route: Route; action: () => void | Promise<void>; left: number }[] = []

  /** Runs `action` before the next `times` answers to `route`. */
  add(route: Route, action: () => void | Promise<void>, times = 1): void {
    this.hooks.push({ route, action, left: times })
  }

  /** Runs, in order, the actions waiting for `route` (the request's; undefined: none matched). */
  async run(route: Route | undefined): Promise<void> {
    for (const hook of [...this.hooks]) {
      if (hook.route !== route) continue
      hook.left -= 1
      if (hook.left <= 0) this.hooks.splice(this.hooks.indexOf(hook), 1)
      await hook.action()
    }
  }
}
