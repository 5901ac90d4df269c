/** The action's entry point, as action.yml's `runs.main` (bundled to dist/index.js). */
import { run } from './main.js'

await run()
