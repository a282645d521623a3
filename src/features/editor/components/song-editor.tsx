import { memo, type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { LeadSheet } from '@/components/lead-sheet/lead-sheet'
import { PerformView } from '@/components/lead-sheet/perform-view'
import type { SongDocument } from '@/song/types'
import { GridContext } from '../hooks/grid-context'
import { useEditorKeys } from '../hooks/use-editor-keys'
import { useShownChords } from '../hooks/use-shown-chords'
import { type EditorHost, useSongEditor } from '../hooks/use-song-editor'
import { chordEdit } from '../state/chord-edit'
import { transposedKey } from '../state/display'
import { BandPanel } from './band-panel'
import { ChordFocus, ChordStrip } from './chord-panel'
import { ChordPicker } from './chord-picker'
import { CommandPalette } from './command-palette'
import { EditorToolbar } from './editor-toolbar'
import { LyricPastePrompt } from './lyric-paste-prompt'
import { PhoneDock } from './phone-dock'
import { SelectionBar } from './selection-bar'
import { SettingsPanel } from './settings-panel'
import { ShortcutSheet } from './shortcut-sheet'
import { SongGrid } from './song-grid'

export type SongEditorProps = {
  initial: SongDocument
  host: EditorHost
  /** The save status, share button, songs button: the page's parts in the header. */
  header: (controls: EditorControls) => ReactNode
  /** Dialogs of the page (share, import, my songs), given the editor's controls. */
  dialogs?: (controls: EditorControls) => ReactNode
}

export type EditorControls = ReturnType<typeof useSongEditor>

/** The chord at the caret or, on an empty slot, the chord ringing there. */
function chordAt(doc: SongDocument, section: number, bar: number, slot: number): string {
  const bars = doc.sections[section]?.bars ?? []
  for (let b = bar; b >= 0; b -= 1) {
    const slots = bars[b]?.chords ?? []
    for (let k = b === bar ? slot : slots.length - 1; k >= 0; k -= 1)
      if (slots[k]) return slots[k] ?? ''
  }
  return ''
}

/** The page's parts given the editor's controls: redrawn only when those change. */
const PageParts = memo(function PageParts({
  render,
  editor,
}: {
  render: (controls: EditorControls) => ReactNode
  editor: EditorControls
}) {
  return render(editor)
})

/** The song editor: header, toolbars, the chord grid and a side panel with diagrams and settings. */
export function SongEditor({ initial, host, header, dialogs }: SongEditorProps) {
  const editor = useSongEditor(initial, host)
  const { state, dispatch, display, show, key, playback, ui } = editor
  const root = useRef<HTMLDivElement>(null)
  const startChord = useMemo(() => (letter: string) => ui.startChordEntry(letter), [ui])
  useEditorKeys(root, editor.commandContext, startChord)

  useEffect(() => {
    performance.mark('editor-interactive')
  }, [])

  const { doc, selection } = state
  const focusSymbol = chordAt(doc, selection.section, selection.bar, selection.slot)
  const diagramShift = display.transpose - display.capo
  const focusShown = focusSymbol && diagramShift ? show(focusSymbol) : focusSymbol
  const { chords } = editor
  const shownChords = useShownChords(chords, show, display.notation)
  const current = doc.sections[selection.section]?.bars[selection.bar]?.chords[selection.slot] ?? ''
  // The diagrams follow a chord entered or moved to in a render of their own, after the grid's: a
  // keyboard or chord box redrawn in the same commit would hold up the next key (and its focus).
  const panelChord = useDeferredValue(display.notation === 'names' ? focusShown : focusSymbol)
  const stripChords = useDeferredValue(shownChords)
  // What Print prints: rendered after each edit's paint, and only the sections an edit changed.
  const printedDoc = useDeferredValue(doc)
  const shownKey = transposedKey(key.key, display.transpose)
  // The toolbars, the bar's tools, the phone's dock and the page's parts follow an edit in a render
  // of their own, after the grid's paint: redrawn in the edit's commit, they held up its frame.
  // A switch (metronome, loop, count-in) is the exception: drawn a render late, a controlled
  // checkbox flips back for a moment after its click.
  const deferred = useDeferredValue(editor)
  const chrome = deferred.playback.settings === editor.playback.settings ? deferred : editor

  return (
    <GridContext.Provider value={editor.gridActions}>
      <div
        ref={root}
        className="song-editor mx-auto flex max-w-7xl flex-col gap-4 px-3 py-4 sm:px-6"
      >
        <header className="print-hidden flex flex-wrap items-center gap-3">
          <h1 className="w-full min-w-0 truncate text-2xl font-extrabold tracking-tight sm:w-auto sm:flex-1 sm:text-3xl">
            {doc.name || 'Untitled song'}
          </h1>
          <PageParts render={header} editor={chrome} />
        </header>
        <div className="hidden lg:block">
          <EditorToolbar editor={chrome} />
        </div>
        <div className="print-hidden grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <SelectionBar editor={chrome} />
            <SongGrid
              doc={doc}
              selection={selection}
              editing={editor.editing}
              playingBar={playback.playingBar}
              show={show}
              songKey={key.key}
              onCopy={editor.onCopy}
              onPaste={editor.onPaste}
              focusToken={editor.focusToken}
            />
            <ChordStrip chords={stripChords} instrument={doc.instrument} />
          </div>
          {/* Under the whole song on a phone: skipped there until it comes near the screen. */}
          <aside
            className="print-hidden flex flex-col gap-6 max-lg:[contain-intrinsic-size:auto_40rem] max-lg:[content-visibility:auto]"
            aria-label="Chord and song settings"
          >
            <ChordFocus focus={panelChord} instrument={doc.instrument} />
            <SettingsPanel doc={doc} dispatch={dispatch} guessedKey={key.guessed ? key.key : ''} />
            <BandPanel
              style={doc.style}
              mix={doc.mix}
              sections={editor.sectionStyles}
              dispatch={dispatch}
              settings={playback.settings}
              setSettings={playback.setSettings}
            />
          </aside>
        </div>
        <div className="print-sheet">
          <LeadSheet
            doc={printedDoc}
            show={show}
            songKey={shownKey}
            capo={display.capo}
            heading="h1"
            firstBars={0}
          />
        </div>
        {editor.dialog === 'perform' && (
          <PerformView
            doc={doc}
            show={show}
            songKey={shownKey}
            capo={display.capo}
            playingBar={playback.playingBar}
            playing={playback.state === 'playing'}
            onTogglePlay={ui.togglePlay}
            onClose={() => {
              editor.setDialog(null)
              editor.focusGrid()
            }}
          />
        )}
        <p aria-live="polite" className="sr-only">
          {state.announcement}
        </p>
        <CommandPalette
          open={editor.dialog === 'palette'}
          onClose={() => editor.setDialog(null)}
          context={editor.commandContext}
        />
        <ShortcutSheet
          open={editor.dialog === 'shortcuts'}
          onClose={() => editor.setDialog(null)}
        />
        <ChordPicker
          open={editor.dialog === 'picker'}
          current={current}
          onClose={() => {
            editor.setDialog(null)
            editor.focusGrid()
          }}
          onPick={(symbol) => {
            dispatch(chordEdit(selection, symbol))
            editor.setDialog(null)
            editor.focusGrid()
          }}
        />
        {editor.lyricPaste && state.history.last?.key === editor.lyricPaste.key && (
          <LyricPastePrompt
            paste={editor.lyricPaste}
            onSpread={editor.spreadPaste}
            onDone={editor.closePaste}
          />
        )}
        <PhoneDock editor={chrome} chord={panelChord} />
        {dialogs && <PageParts render={dialogs} editor={chrome} />}
      </div>
    </GridContext.Provider>
  )
}
