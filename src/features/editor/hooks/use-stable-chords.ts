import { useMemo, useRef } from 'react'
import { usedChords } from '@/song/song-chords'
import type { SongDocument } from '@/song/types'

/** The chords a song uses: the same list object while they stay the same, so most edits skip what reads them. */
export function useStableChords(doc: SongDocument): string[] {
  const chords = useRef<string[]>([])
  return useMemo(() => {
    const next = usedChords(doc)
    const same =
      next.length === chords.current.length && next.every((c, i) => c === chords.current[i])
    if (!same) chords.current = next
    return chords.current
  }, [doc])
}
