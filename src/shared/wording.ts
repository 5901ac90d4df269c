/**
 * Small pieces of English that messages share, so that a message reads right for every value it
 * may show: one block or 2 blocks.
 */

/**
 * A count with its noun: "1 entry", "2 entries", "0 entries".
 *
 * @param plural the plural form, when it is not the noun with an "s"
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`
}
