/**
 * What the fakes' command lines (`npm run fake-service`, `fake-gitlab`, `fake-bitbucket`) do the
 * same way: refuse a bad option in one line (exit 2), say why the fake cannot listen (exit 1),
 * print one line per request it receives, and stop on Ctrl-C.
 */

/** A fake run in the foreground: the requests it received so far, and how it stops. */
interface ForegroundFake<Request> {
  readonly requests: readonly Request[]
  stop(): Promise<void>
}

/**
 * The options `read` gives; when it throws, prints `<name>: <its message> (--help lists the
 * options)` and exits 2.
 */
export function optionsOrExit<Options>(name: string, read: () => Options): Options {
  try {
    return read()
  } catch (error) {
    console.error(`${name}: ${(error as Error).message} (--help lists the options)`)
    process.exit(2)
  }
}

/**
 * `--port`'s value as a number.
 *
 * @throws Error with the one-line reason, for anything but a number from 0 to 65535
 */
export function portOption(value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`--port ${value} is not a port: give a number from 0 to 65535.`)
  }
  return port
}

/**
 * The address `start` listens on; when it cannot, prints why (a port in use: how to choose
 * another) and exits 1.
 */
export async function listenOrExit(
  name: string,
  where: { readonly port: number; readonly host: string },
  start: () => Promise<string>
): Promise<string> {
  try {
    return await start()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    console.error(
      code === 'EADDRINUSE'
        ? `${name}: port ${where.port} on ${where.host} is in use: choose another with --port <n> (--port 0 takes any free one).`
        : `${name}: cannot listen on ${where.host} port ${where.port}: ${(error as Error).message}`
    )
    process.exit(1)
  }
}

/** Calls `onRequest` for each request the fake receives (every 200 ms); stops it on Ctrl-C. */
export function followRequests<Request>(
  fake: ForegroundFake<Request>,
  onRequest: (request: Request) => void
): void {
  let seen = 0
  setInterval(() => {
    for (const request of fake.requests.slice(seen)) onRequest(request)
    seen = fake.requests.length
  }, 200).unref()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void fake.stop().then(() => process.exit(0)))
  }
}
