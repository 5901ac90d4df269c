/**
 * Quick actions as GitLab finds them in a note's body: a line starting with `/` and a known
 * command name (any case), outside a fenced code block, a run of lines between two backticks, an
 * HTML block (`<tag>` … `</tag>` on their own lines) or a `>>>` quote block. GitLab executes
 * each one and removes its line from the note; a note that was only quick actions is not saved
 * (202). The fake does the same, so a test sees a quick action a branch name or title smuggled
 * into the tool's note: the merge request closed, labelled or retitled, and the command recorded.
 *
 * https://docs.gitlab.com/user/project/quick_actions/
 * Behaviour read from GitLab's lib/gitlab/quick_actions/extractor.rb (the exclusions above).
 */

/** Command names GitLab knows on a merge request (and aliases); others stay plain text. */
const COMMANDS = [
  'approve',
  'assign',
  'assign_reviewer',
  'award',
  'board_move',
  'cc',
  'clone',
  'close',
  'confidential',
  'copy_metadata',
  'create_merge_request',
  'done',
  'draft',
  'due',
  'duplicate',
  'estimate',
  'label',
  'labels',
  'lock',
  'merge',
  'milestone',
  'move',
  'react',
  'ready',
  'rebase',
  'relabel',
  'remove_due_date',
  'remove_estimate',
  'remove_label',
  'remove_milestone',
  'remove_reviewer',
  'remove_time_spent',
  'reopen',
  'request_review',
  'reviewer',
  'spend',
  'subscribe',
  'submit_review',
  'target_branch',
  'title',
  'todo',
  'unapprove',
  'unassign',
  'unassign_reviewer',
  'unlabel',
  'unlock',
  'unsubscribe',
  'wip'
]

const EXTRACTOR = new RegExp(
  [
    '(?<code>^```.+?\\n```$)',
    '(?<inlineCode>^.*`\\n*.+?\\n*`$)',
    '(?<html>^<[^>]+?>\\n.+?\\n<\\/[^>]+?>$)',
    '(?<quote>^>>>.+?\\n>>>$)',
    `(?:^\\/(?<command>${COMMANDS.join('|')})(?: (?<argument>[^\\n]*))?(?:\\s*\\n|$))`
  ].join('|'),
  // Ruby's /m is JavaScript's /s (dot matches a newline); ^ and $ are always per line in Ruby.
  'gims'
)

/** One quick action found in a body. */
export interface QuickAction {
  /** Lowercased command name, e.g. `close`. */
  command: string
  /** The rest of its line, trimmed; '' when none. */
  argument: string
}

/** The body with its quick actions removed (as GitLab saves it), and the actions in order. */
export function extractQuickActions(body: string): { body: string; actions: QuickAction[] } {
  const actions: QuickAction[] = []
  const rest = body.replace(/\r/g, '').replace(EXTRACTOR, (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>
    if (groups.command === undefined) return whole
    actions.push({
      command: groups.command.toLowerCase(),
      argument: (groups.argument ?? '').trim()
    })
    return ''
  })
  return { body: rest.trimEnd(), actions }
}

/** Label names in a quick action's argument: `~bug ~"needs review"`. */
export function labelsOf(argument: string): string[] {
  return [...argument.matchAll(/~(?:"([^"]*)"|(\S+))/g)].map(match => match[1] ?? match[2] ?? '')
}
