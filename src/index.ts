/** The action's entry point, as action.yml's `runs.main` (bundled to dist/index.js). */
import { run } from './main.js'

// No top-level await: it would make the bundle an async module, which costs start-up time.
// run() never rejects; a failure becomes an annotation and exit code 1.
void run()
