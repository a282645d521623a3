import { memo, useId, useState } from 'react'
import { commandById } from '../commands/registry'
import { ariaKeyShortcuts } from '../commands/shortcuts'
import { ChordDiagram } from './chord-panel'
import { CommandButton } from './command-button'
import { EditorToolbar } from './editor-toolbar'
import type { EditorControls } from './song-editor'

type PhoneDockProps = {
  editor: EditorControls
  /** The chord at the caret (or ringing there), as shown. */
  chord: string
}

const button = 'btn min-h-11 min-w-11'

/**
 * On a phone or a narrow tablet, what a songwriter reaches for while the song scrolls, at the
 * bottom of the screen under the thumb: Play or Stop, where the song is, the tempo, the chord
 * picker and the chord's diagram. The other controls fold away behind More. Sticky at the end of
 * the editor, so it never covers the page's footer.
 */
export const PhoneDock = memo(function PhoneDock({ editor, chord }: PhoneDockProps) {
  const [more, setMore] = useState(false)
  const moreId = useId()
  const { state, playback, ui, commandContext } = editor
  const { doc, selection } = state
  const at = playback.playingBar ?? selection
  const section = doc.sections[at.section]
  const place = section ? `${section.label || `Section ${at.section + 1}`}, bar ${at.bar + 1}` : ''
  const playing = playback.state === 'playing'
  return (
    <div
      data-phone-dock
      className="print-hidden sticky bottom-0 z-30 -mx-3 border-t border-base-300 bg-base-100/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      {more && (
        <div id={moreId} className="mb-2 max-h-[50vh] overflow-y-auto">
          <EditorToolbar editor={editor} />
        </div>
      )}
      <div className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          {chord && (
            <div aria-hidden="true" className="h-11 w-16 shrink-0 overflow-hidden">
              <ChordDiagram symbol={chord} instrument={doc.instrument} small />
            </div>
          )}
          <p className="min-w-0 text-sm leading-tight">
            <span className="block truncate font-bold">{chord || 'No chord'}</span>
            <span className="block truncate text-base-content/80">{place}</span>
          </p>
        </div>
        <fieldset className="flex items-center">
          <legend className="sr-only">Tempo, {doc.bpm} bpm</legend>
          <CommandButton
            id="play.slower"
            context={commandContext}
            className={`${button} btn-ghost px-0`}
            icon="−"
          />
          <span className="w-16 text-center text-sm tabular-nums" aria-hidden="true">
            {doc.bpm} bpm
          </span>
          <CommandButton
            id="play.faster"
            context={commandContext}
            className={`${button} btn-ghost px-0`}
            icon="+"
          />
        </fieldset>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          className={`${button} ${playing ? 'btn-secondary' : 'btn-primary'} flex-1`}
          onClick={ui.togglePlay}
          aria-keyshortcuts={ariaKeyShortcuts(commandById('play.toggle'))}
          disabled={playback.state === 'loading'}
        >
          {playback.state === 'loading' ? 'Loading…' : playing ? '■ Stop' : '▶ Play'}
        </button>
        <CommandButton
          id="chord.pick"
          context={commandContext}
          className={`${button} btn-outline`}
        />
        <button
          type="button"
          className={`${button} btn-ghost`}
          aria-expanded={more}
          aria-controls={more ? moreId : undefined}
          onClick={() => setMore((open) => !open)}
        >
          More
        </button>
      </div>
    </div>
  )
})
