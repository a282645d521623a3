// The editor's limit too (document/limits.ts NAME_MAX_LENGTH): a name the list saves, the editor keeps.
export const SONG_NAME_MAX_CHARS = 200

/** The name as stored: trimmed, inner runs of spaces kept as typed. */
export const normalizeSongName = (name: string) => name.trim()

/** Why a name cannot be saved, or undefined when it can. */
export function songNameProblem(name: string): string | undefined {
  const normalized = normalizeSongName(name)
  if (normalized === '') return 'A song needs a name.'
  if (normalized.length > SONG_NAME_MAX_CHARS)
    return `A song name can be at most ${SONG_NAME_MAX_CHARS} characters.`
  return undefined
}

/** The name of a copy: "Song (copy)"; a copy of that is "Song (copy 2)", then 3…; never too long. */
export function copyName(name: string): string {
  const normalized = normalizeSongName(name) || 'New song'
  const match = / \(copy(?: (\d+))?\)$/.exec(normalized)
  const base = match ? normalized.slice(0, match.index) : normalized
  const suffix = match ? ` (copy ${Number(match[1] ?? 1) + 1})` : ' (copy)'
  return `${base.slice(0, SONG_NAME_MAX_CHARS - suffix.length)}${suffix}`
}
