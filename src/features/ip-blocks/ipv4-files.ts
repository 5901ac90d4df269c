/**
 * Writes the formats' files into the `ipv4Directory` folder: each file whole or not at all (a
 * temporary file in the same folder, then a rename, so a reload never reads half a list), only
 * when its text changed (its modification time stays otherwise), and the chunks of an earlier run
 * that this run does not write removed, so the folder holds exactly the current list.
 */
import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { access, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { InputError } from '../../shared/input-error.js'
import { advice, input, message, type Message } from '../../shared/message.js'
import type { Ipv4Format, RenderedFormat } from './ipv4-formats.js'

/** One file as it stands after the run. */
export interface WrittenFile {
  /** Its path: the folder joined with its name. */
  readonly path: string
  readonly name: string
  readonly entries: number
  /** False when it already held this text and was left untouched. */
  readonly changed: boolean
}

/** One format's files after the run. */
export interface WrittenFormat {
  readonly format: Ipv4Format
  readonly files: readonly WrittenFile[]
  readonly change?: RenderedFormat['change']
  /** Files of an earlier run that were removed (chunks no longer needed). */
  readonly removed: readonly string[]
}

/**
 * Checks, before anything is fetched or written, that the folder can be created and written:
 * it is a folder (or does not exist yet) and the nearest existing folder on its path is writable.
 *
 * @throws InputError naming ipv4Directory
 */
export async function checkFolder(folder: string): Promise<void> {
  let existing = folder
  for (;;) {
    try {
      const found = await stat(existing)
      if (!found.isDirectory()) {
        throw folderError(
          folder,
          existing === folder ? 'is not a folder' : `cannot be created: ${existing} is not a folder`
        )
      }
      break
    } catch (error) {
      if (error instanceof InputError) throw error
      const parent = dirname(existing)
      if (parent === existing) throw folderError(folder, `cannot be read (${codeOf(error)})`)
      existing = parent
    }
  }
  try {
    await access(existing, constants.W_OK | constants.X_OK)
  } catch (error) {
    throw folderError(
      folder,
      existing === folder
        ? `cannot be written (${codeOf(error)})`
        : `cannot be created in ${existing} (${codeOf(error)})`
    )
  }
}

/**
 * Writes every format's files into `folder` (created when missing): first each changed file to a
 * temporary file beside it, then each renamed into place, then the stale chunks removed. When a
 * temporary file cannot be written, all are removed and no file of the list was replaced; when a
 * rename fails (a folder in the file's place), the files renamed before it stay replaced.
 *
 * @throws InputError naming ipv4Directory when the folder cannot be created or written
 */
export async function writeFormats(
  folder: string,
  formats: readonly RenderedFormat[]
): Promise<WrittenFormat[]> {
  try {
    await mkdir(folder, { recursive: true })
  } catch (error) {
    throw folderError(folder, `cannot be created (${codeOf(error)})`)
  }
  const staged: { temporary: string; path: string; name: string }[] = []
  const removeStaged = (): Promise<unknown> =>
    Promise.all(staged.map(({ temporary }) => unlink(temporary).catch(() => undefined)))
  const written: WrittenFormat[] = []
  try {
    for (const rendered of formats) {
      const files: WrittenFile[] = []
      for (const file of rendered.files) {
        const path = join(folder, file.name)
        const changed = (await currentText(path)) !== file.text
        if (changed) {
          const temporary = join(folder, `.${file.name}.${randomBytes(6).toString('hex')}.tmp`)
          staged.push({ temporary, path, name: file.name })
          await writeFile(temporary, file.text, { flag: 'wx' })
        }
        files.push({ path, name: file.name, entries: file.entries, changed })
      }
      written.push({ format: rendered.format, files, change: rendered.change, removed: [] })
    }
  } catch (error) {
    await removeStaged()
    throw folderError(folder, `cannot be written (${codeOf(error)})`)
  }
  for (const [index, { temporary, path, name }] of staged.entries()) {
    try {
      await rename(temporary, path)
    } catch (error) {
      staged.splice(0, index)
      await removeStaged()
      throw folderError(
        folder,
        `holds ${name}, which cannot be replaced (${codeOf(error)})`,
        index === 0
          ? message`no file of the IP blocks was changed, and ${advice('nothing-published')}`
          : message`${index} file(s) before it are replaced, but ${advice('nothing-published')}`
      )
    }
  }
  return removeStale(folder, formats, written)
}

/** Removes each format's files of an earlier run that this run did not write. */
async function removeStale(
  folder: string,
  formats: readonly RenderedFormat[],
  written: readonly WrittenFormat[]
): Promise<WrittenFormat[]> {
  const names = await readdir(folder)
  const result: WrittenFormat[] = []
  for (const [index, format] of written.entries()) {
    const rendered = formats[index]!
    const current = new Set(format.files.map(file => file.name))
    const stale = names.filter(name => rendered.owns(name) && !current.has(name))
    for (const name of stale) {
      try {
        await unlink(join(folder, name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw folderError(
          folder,
          `holds ${name}, which cannot be removed (${codeOf(error)})`,
          message`the new files are in place, but ${advice('nothing-published')}`
        )
      }
    }
    result.push({ ...format, removed: stale })
  }
  return result
}

/** The file's text; undefined when it cannot be read (it is then written anew). */
async function currentText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return undefined
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message
}

/** The folder as the user gave it (or the default), with what is wrong. */
function folderError(
  folder: string,
  problem: string,
  outcome: Message = message`no file of the IP blocks was changed, and ${advice('nothing-published')}`
): InputError {
  return new InputError(
    'ipv4Directory',
    message`${input('ipv4Directory')} ${JSON.stringify(folder)} ${problem}: ${outcome}.`,
    message`Give ${input('ipv4Directory')} a folder that can be created and written, or leave it empty for the default.`
  )
}
