// The order of a merged list of ids (sections of a song, bars of a section), from the orders of
// the base and of two versions made from it. Theirs is the starting point; what mine inserted or
// moved goes after the item it follows in mine.

/** Ids of `version` not in the longest run it keeps in the base's order: the ones it moved. */
export function movedIds(base: readonly string[], version: readonly string[]): Set<string> {
  const inVersion = new Set(version)
  const inBase = new Set(base)
  const a = base.filter((id) => inVersion.has(id))
  const b = version.filter((id) => inBase.has(id))
  // Longest common subsequence of the items both hold, by dynamic programming (lists are short:
  // at most a few hundred bars).
  const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as Uint16Array
      const below = table[i + 1] as Uint16Array
      row[j] =
        a[i] === b[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number)
    }
  }
  const kept = new Set<string>()
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string)
      i++
      j++
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++
    else j++
  }
  return new Set(b.filter((id) => !kept.has(id)))
}

/**
 * The merged order of `keep` (the ids that stay in this list). `placeByMine` says, for an id in
 * both versions, whether mine's place wins (mine moved it and theirs did not, or the user kept
 * mine); ids only mine has here are always placed by mine.
 */
export function mergeOrder(
  mine: readonly string[],
  theirs: readonly string[],
  keep: ReadonlySet<string>,
  placeByMine: (id: string) => boolean,
): string[] {
  const inTheirs = new Set(theirs)
  const toPlace = new Set(
    mine.filter((id) => keep.has(id) && (!inTheirs.has(id) || placeByMine(id))),
  )
  const result = theirs.filter((id) => keep.has(id) && !toPlace.has(id))
  let after: string | undefined
  for (const id of mine) {
    if (toPlace.has(id)) {
      const index = after === undefined ? -1 : result.indexOf(after)
      result.splice(index + 1, 0, id)
    }
    if (result.includes(id)) after = id
  }
  // Kept but in neither list here (restored from the base): at the end.
  for (const id of keep) if (!result.includes(id)) result.push(id)
  return result
}
