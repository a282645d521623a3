import { useCallback } from 'react'
import { commandById, runCommand } from '../commands/registry'
import { PlaybackControls } from './playback-controls'
import type { EditorControls } from './song-editor'
import { ViewControls } from './view-controls'

/** Undo and redo, the palette, playback and display controls. */
export function EditorToolbar({ editor }: { editor: EditorControls }) {
  const { state, ui, playback, display, setDisplay, key, dispatch } = editor
  const onBpm = useCallback(
    (bpm: number) =>
      dispatch({ type: 'edit', edit: (doc) => ({ ...doc, bpm }), coalesce: 'bpm', at: Date.now() }),
    [dispatch],
  )
  const run = (id: string) => runCommand(commandById(id), editor.commandContext())
  const button = 'btn btn-sm btn-ghost'
  return (
    <div
      data-editor-toolbar
      className="print-hidden flex flex-wrap items-center gap-x-5 gap-y-3 rounded-box border border-base-300 bg-base-100 p-3"
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={button}
          disabled={state.history.past.length === 0}
          onClick={() => run('edit.undo')}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className={button}
          disabled={state.history.future.length === 0}
          onClick={() => run('edit.redo')}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          Redo
        </button>
        <button
          type="button"
          className={button}
          onClick={ui.openPalette}
          aria-keyshortcuts="Control+K Meta+K"
        >
          Commands
        </button>
        <button
          type="button"
          className={`${button} btn-square`}
          onClick={ui.openShortcuts}
          aria-label="Keyboard shortcuts"
          aria-keyshortcuts="?"
        >
          ?
        </button>
      </div>
      <PlaybackControls
        state={playback.state}
        settings={playback.settings}
        bpm={state.doc.bpm}
        ui={ui}
        onBpm={onBpm}
      />
      <ViewControls
        display={display}
        onChange={setDisplay}
        instrument={state.doc.instrument}
        songKey={key.key}
      />
    </div>
  )
}
