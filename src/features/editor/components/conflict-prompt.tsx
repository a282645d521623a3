import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAutosaveState } from '../hooks/use-open-song'
import type { AutosaveEngine, ConflictChoice } from '../sync/autosave-engine'
import { ConflictDialog } from './conflict-dialog'
import { describeConflicts } from './conflict-differences'

type ConflictPromptProps = {
  engine: AutosaveEngine
  songId: string
  /** "Keep both" saved mine as a new song: say so (its name and how to open it). */
  onCopied?: (copyId: string) => void
}

/** Asks which version to keep when the song changed elsewhere; subscribes on its own, so the editor does not re-render for save states. */
export function ConflictPrompt({ engine, songId, onCopied }: ConflictPromptProps) {
  const { conflict } = useAutosaveState(engine)
  const [resolving, setResolving] = useState(false)
  const navigate = useNavigate()
  const differences = useMemo(
    () =>
      conflict?.theirs ? describeConflicts(conflict.conflicts, conflict.mine, conflict.theirs) : [],
    [conflict],
  )
  if (!conflict) return null
  const resolve = async (choice: ConflictChoice) => {
    setResolving(true)
    try {
      // The editor shows the chosen version through the engine's document changes.
      const result = await engine.resolve(choice)
      // Mine outlived a deletion elsewhere as a new song; theirs was a deletion: nothing to show.
      if (result.songId !== songId) navigate(paths.writeSong.getHref(result.songId))
      else if (!result.document) navigate(paths.write.getHref())
      if (result.copyId) onCopied?.(result.copyId)
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
      differences={differences}
      onKeepMine={() => void resolve('keep-mine')}
      onKeepTheirs={() => void resolve('take-theirs')}
      onKeepBoth={() => void resolve('keep-both')}
    />
  )
}
