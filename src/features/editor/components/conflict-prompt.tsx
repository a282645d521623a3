import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { SongDocument } from '@/song/types'
import { useAutosaveState } from '../hooks/use-open-song'
import type { AutosaveEngine } from '../sync/autosave-engine'
import { ConflictDialog } from './conflict-dialog'

type ConflictPromptProps = {
  engine: AutosaveEngine
  songId: string
  /** Shows their version in the editor (not an edit: nothing is saved for it). */
  onTakeTheirs: (document: SongDocument) => void
}

/** Asks which version to keep when the song changed elsewhere; subscribes on its own, so the editor does not re-render for save states. */
export function ConflictPrompt({ engine, songId, onTakeTheirs }: ConflictPromptProps) {
  const { conflict } = useAutosaveState(engine)
  const [resolving, setResolving] = useState(false)
  const navigate = useNavigate()
  if (!conflict) return null
  const resolve = async (choice: 'keep-mine' | 'take-theirs') => {
    setResolving(true)
    try {
      const result = await engine.resolve(choice)
      // Mine outlived a deletion elsewhere as a new song; theirs was a deletion: nothing to show.
      if (result.songId !== songId) navigate(paths.writeSong.getHref(result.songId))
      else if (!result.document) navigate(paths.write.getHref())
      else if (choice === 'take-theirs') onTakeTheirs(result.document)
    } finally {
      setResolving(false)
    }
  }
  return (
    <ConflictDialog
      open={!resolving}
      mine={conflict.mine}
      theirs={conflict.theirs}
      theirsUpdated={conflict.theirsUpdated ?? ''}
      onKeepMine={() => void resolve('keep-mine')}
      onKeepTheirs={() => void resolve('take-theirs')}
    />
  )
}
