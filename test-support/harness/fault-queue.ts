/**
 * The faults injected into a fake (a status, a delay, a reset …), each for one request to a route
 * or to any route (`'any'`), used up in the order they were injected. Every fake keeps its own.
 */
export class FaultQueue<Route extends string, Fault> {
  private readonly faults: { route: Route | 'any'; fault: Fault }[] = []

  /** Makes the next `times` requests to `route` meet `fault`. */
  add(route: Route | 'any', fault: Fault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push({ route, fault })
  }

  /** The first fault waiting for `route` (or for any route), taken off the queue; else undefined. */
  take(route: Route | undefined): Fault | undefined {
    const index = this.faults.findIndex(entry => entry.route === 'any' || entry.route === route)
    if (index === -1) return undefined
    return this.faults.splice(index, 1)[0]?.fault
  }
}
