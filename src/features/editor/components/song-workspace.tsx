import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { SongSummary } from '@/features/songs'
import { readCredits, withCredits } from '@/song/formats/credits'
import { HistoryDialog } from '../history/history-dialog'
import { savedAt } from '../history/list-versions'
import { useAutosaveState } from '../hooks/use-open-song'
import { useShareSlug } from '../hooks/use-share-slug'
import { PresenceLayer } from '../presence/presence-layer'
import { SelectedBarReporter } from '../presence/selected-bar-reporter'
import { usePresenceSession } from '../presence/use-presence'
import { START } from '../state/selection'
import type { AutosaveEngine } from '../sync/autosave-engine'
import { ConflictPrompt } from './conflict-prompt'
import { FollowSaves } from './follow-saves'
import { ImportDialog } from './import-dialog'
import { MySongsDialog } from './my-songs-dialog'
import { OfflineNotice } from './offline-notice'
import { SaveStatusBadge } from './save-status-badge'
import { ShareDialog } from './share-dialog'
import { SongActions } from './song-actions'
import { SongEditor } from './song-editor'

type SongWorkspaceProps = {
  engine: AutosaveEngine
  /** What the decoder repaired in the stored song: shown once, so nothing changes silently. */
  problems: string[]
  userId: string
  songId: string
  onNewSong: () => void
  onDeleted: (song: SongSummary, undo: () => boolean, nextId?: string) => void
}

/** The save state in the header; subscribes on its own, so an edit's "Saving…" re-renders only this. */
function SaveStatus({ engine }: { engine: AutosaveEngine }) {
  return <SaveStatusBadge status={useAutosaveState(engine).status} />
}

/** The notice on its own line under the header, while the server cannot be reached. */
function ServerUnreachable({ engine }: { engine: AutosaveEngine }) {
  return <OfflineNotice status={useAutosaveState(engine).status} />
}

const focusName = () => document.querySelector<HTMLInputElement>('[data-setting="name"]')?.focus()

/** The editor wired to its song: autosave, the conflict choice, sharing, import and my songs. */
export function SongWorkspace({
  engine,
  problems,
  userId,
  songId,
  onNewSong,
  onDeleted,
}: SongWorkspaceProps) {
  const share = useShareSlug(songId)
  const presence = usePresenceSession(songId, userId)
  const [problemsSeen, setProblemsSeen] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const navigate = useNavigate()
  const host = { onChange: engine.edit.bind(engine), openSettings: focusName, newSong: onNewSong }
  return (
    <PresenceLayer session={presence}>
      <SongEditor
        initial={engine.document}
        host={host}
        header={(editor) => (
          <>
            <SaveStatus engine={engine} />
            <SongActions context={editor.commandContext} onHistory={() => setHistoryOpen(true)} />
            <ServerUnreachable engine={engine} />
          </>
        )}
        dialogs={(editor) => {
          const close = () => editor.setDialog(null)
          return (
            <>
              {problems.length > 0 && !problemsSeen && (
                <div
                  role="alert"
                  className="alert alert-warning fixed inset-x-3 bottom-3 z-40 sm:inset-x-auto sm:right-3 sm:max-w-lg"
                >
                  <div>
                    <p className="font-bold">
                      Parts of this song could not be read and were repaired:
                    </p>
                    <ul className="list-disc ps-5 text-sm">
                      {problems.slice(0, 5).map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  </div>
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => setProblemsSeen(true)}
                  >
                    OK
                  </button>
                </div>
              )}
              <ShareDialog
                open={editor.dialog === 'share'}
                onClose={close}
                slug={share.slug}
                onShare={share.share}
                onStop={share.stop}
                songId={songId}
                isOwner={share.ownerId === '' || share.ownerId === userId}
                onLeft={() => {
                  close()
                  navigate(paths.write.getHref())
                }}
              />
              <ImportDialog
                open={editor.dialog === 'import'}
                onClose={close}
                onImport={(imported) =>
                  editor.dispatch({
                    type: 'edit',
                    edit: (doc) => ({
                      ...doc,
                      sections: imported.sections,
                      name:
                        imported.name && imported.name !== 'New song' ? imported.name : doc.name,
                      key: imported.key || doc.key,
                      bpm: imported.bpm || doc.bpm,
                      timeSignature: imported.timeSignature,
                      // The sheet's credits (artist, capo…) join the description's own.
                      description: withCredits(doc.description, {
                        ...readCredits(doc.description),
                        ...readCredits(imported.description),
                      }),
                    }),
                    select: START,
                    announce: 'Song imported. Undo brings back what was there.',
                  })
                }
              />
              <MySongsDialog
                open={editor.dialog === 'songs'}
                onClose={close}
                userId={userId}
                currentId={songId}
                onOpen={(id) => {
                  close()
                  navigate(paths.writeSong.getHref(id))
                }}
                onRenameCurrent={(name) =>
                  editor.dispatch({ type: 'edit', edit: (doc) => ({ ...doc, name }) })
                }
                onDeleted={(song, undo, nextId) => {
                  close()
                  onDeleted(song, undo, nextId)
                }}
              />
              <HistoryDialog
                open={historyOpen}
                onClose={() => setHistoryOpen(false)}
                songId={songId}
                onRestore={(restored, version) => {
                  setHistoryOpen(false)
                  editor.dispatch({
                    type: 'edit',
                    edit: () => restored,
                    announce: `Restored the version saved ${savedAt(version.created)}. Undo brings back what was there.`,
                  })
                }}
              />
              <FollowSaves engine={engine} rebase={editor.rebase} />
              <SelectedBarReporter
                session={presence}
                barId={
                  editor.state.doc.sections[editor.state.selection.section]?.bars[
                    editor.state.selection.bar
                  ]?.id ?? ''
                }
              />
              <ConflictPrompt
                engine={engine}
                songId={songId}
                onCopied={() =>
                  editor.dispatch({
                    type: 'announce',
                    message: 'Your version was saved as a new song, “(copy)” after its name.',
                  })
                }
              />
            </>
          )
        }}
      />
    </PresenceLayer>
  )
}
