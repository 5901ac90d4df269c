/**
 * What the previews tell a person, as data: the helpers that read and decide return notes, and
 * the handler hands them to the host, which words their references and prints them through its
 * boundary (src/shared/message.ts). Nothing prints while deciding.
 */
import type { Host } from '../../shared/host.js'
import type { Text } from '../../shared/message.js'
import type { OperationResult } from '../handler.js'

/** A line of the log, a notice or a warning, with the title of its annotation. */
export interface Note {
  readonly level: 'info' | 'notice' | 'warning'
  readonly text: Text
  readonly title?: string
}

/** A warning annotation with `title`. */
export function warning(text: Text, title: string): Note {
  return { level: 'warning', text, title }
}

/** A notice annotation, with a title when given. */
export function notice(text: Text, title?: string): Note {
  return title === undefined ? { level: 'notice', text } : { level: 'notice', text, title }
}

/** A line of the log. */
export function info(text: Text): Note {
  return { level: 'info', text }
}

/** Hands each note to the host, in order. */
export function tell(host: Host, notes: readonly Note[]): void {
  for (const note of notes) {
    if (note.level === 'info') host.info(note.text)
    else if (note.level === 'notice') host.notice(note.text, note.title)
    else host.warning(note.text, note.title)
  }
}

/** Tells an outcome's notes and gives its result. */
export function told(
  host: Host,
  outcome: { result: OperationResult; notes: readonly Note[] }
): OperationResult {
  tell(host, outcome.notes)
  return outcome.result
}

/** A result with the summary's paragraph about raced records ('' for none) before its section. */
export function withRaced(racedSection: string, result: OperationResult): OperationResult {
  return racedSection === '' ? result : { ...result, section: `${racedSection}\n${result.section}` }
}
