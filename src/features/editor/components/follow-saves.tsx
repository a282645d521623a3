import { useEffect } from 'react'
import type { SongDocument } from '@/song/types'
import type { AutosaveEngine } from '../sync/autosave-engine'

type FollowSavesProps = {
  engine: AutosaveEngine
  rebase: (from: SongDocument, to: SongDocument) => void
}

/** The editor follows the song as autosave merges in versions saved in other tabs and devices. */
export function FollowSaves({ engine, rebase }: FollowSavesProps) {
  useEffect(() => engine.onDocumentChange(({ from, to }) => rebase(from, to)), [engine, rebase])
  return null
}
