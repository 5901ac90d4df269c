// @actions/core imports @actions/exec only for core.platform.getDetails(), which runs
// `lsb_release`, `sw_vers` or PowerShell to describe the runner's OS. This action never calls
// it, so child_process, @actions/io and @actions/exec are left out of every start-up. Calling
// it anyway fails loudly.
function notBundled() {
  throw new Error(
    '@actions/exec is not bundled with this action: core.platform.getDetails() is not supported (see stubs/actions-exec/README.md)'
  )
}
export const exec = notBundled
export const getExecOutput = notBundled
