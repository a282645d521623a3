import { memo, useCallback } from 'react'
import { tempoEdit } from '../state/tempo'
import { CommandButton } from './command-button'
import { PlaybackControls } from './playback-controls'
import type { EditorControls } from './song-editor'
import { ViewControls } from './view-controls'

/** Undo and redo, the palette, playback and display controls. */
export const EditorToolbar = memo(function EditorToolbar({ editor }: { editor: EditorControls }) {
  const { state, ui, playback, display, setDisplay, key, dispatch, commandContext } = editor
  const onBpm = useCallback((bpm: number) => dispatch(tempoEdit(bpm)), [dispatch])
  const button = 'btn btn-sm btn-ghost'
  return (
    <div
      data-editor-toolbar
      className="print-hidden flex flex-wrap items-center gap-x-5 gap-y-3 rounded-box border border-base-300 bg-base-100 p-3"
    >
      <div className="flex items-center gap-1">
        <CommandButton id="edit.undo" context={commandContext} className={button} />
        <CommandButton id="edit.redo" context={commandContext} className={button} />
        <CommandButton id="view.palette" context={commandContext} className={button} />
        <CommandButton
          id="view.shortcuts"
          context={commandContext}
          className={`${button} btn-square`}
          icon="?"
        />
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
        shortcuts
        instrument={state.doc.instrument}
        songKey={key.key}
      />
    </div>
  )
})
