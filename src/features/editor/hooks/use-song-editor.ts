import {
  type ClipboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import type { CommandContext, EditorUi } from '../commands/command-types'
import { commandById, runCommand } from '../commands/registry'
import type { SongDocument } from '../document/types'
import { barsToText, textToBars } from '../state/bar-text'
import { isChordSymbol, storedChord } from '../state/chord-check'
import {
  chordShower,
  DEFAULT_DISPLAY,
  type DisplayOptions,
  NOTATIONS,
  songKey,
} from '../state/display'
import { editorReducer, initialEditorState, selectionBars } from '../state/editor-reducer'
import { type Cursor, caret, selectedBars } from '../state/selection'
import { setSlot, usedChords } from '../state/song-edits'
import type { GridActions } from './grid-context'
import { useExports } from './use-exports'
import { usePlayback } from './use-playback'

export type EditorDialog = 'palette' | 'shortcuts' | 'picker' | 'share' | 'import' | 'songs' | null
export type Editing = Cursor & { initial: string }

/** What the editor asks of the page around it (songs, sharing, settings). */
export type EditorHost = {
  onChange: (doc: SongDocument) => void
  openSettings: () => void
  newSong: () => void
}

export const MIN_BPM = 20
export const MAX_BPM = 300

// One channel for the page's life, not one per edit.
let afterPaint: MessageChannel | undefined

/** Measures an edit up to the end of the frame that paints it: the frame's rAF, then a task after its paint. */
function markAfterPaint() {
  requestAnimationFrame(() => {
    afterPaint ??= new MessageChannel()
    afterPaint.port1.onmessage = () => {
      performance.mark('chord-edit-painted')
      performance.measure('chord-edit', 'chord-edit-start', 'chord-edit-painted')
    }
    afterPaint.port2.postMessage(null)
  })
}

/** The chords a song uses: the same list object while they stay the same, so most edits skip what reads them. */
function useStableChords(doc: SongDocument): string[] {
  const chords = useRef<string[]>([])
  return useMemo(() => {
    const next = usedChords(doc)
    const same =
      next.length === chords.current.length && next.every((c, i) => c === chords.current[i])
    if (!same) chords.current = next
    return chords.current
  }, [doc])
}

/** The editor's state and everything its parts call: the reducer, the commands' UI, playback. */
export function useSongEditor(initial: SongDocument, host: EditorHost) {
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [focusToken, setFocusToken] = useState(0)
  const [dialog, setDialog] = useState<EditorDialog>(null)
  const [display, setDisplay] = useState<DisplayOptions>(DEFAULT_DISPLAY)
  const playback = usePlayback(state.doc, display.transpose)
  const stateRef = useRef(state)
  stateRef.current = state
  const hostRef = useRef(host)
  hostRef.current = host

  // Every change after the first render goes to the page (autosave).
  const saved = useRef(initial)
  useEffect(() => {
    if (state.doc === saved.current) return
    saved.current = state.doc
    hostRef.current.onChange(state.doc)
  }, [state.doc])

  /** Shows another version (chosen in a conflict): not an edit, so nothing is saved for it. */
  const load = useCallback((doc: SongDocument) => {
    saved.current = doc
    dispatch({ type: 'load', doc })
  }, [])

  const chords = useStableChords(state.doc)
  const key = useMemo(() => songKey(state.doc.key, chords), [state.doc.key, chords])
  // Plain chord names need no key: a guessed key that moves with an edit then re-renders nothing.
  const showKey = display.notation === 'names' && display.transpose === display.capo ? '' : key.key
  const show = useMemo(() => chordShower(display, showKey), [display, showKey])

  const focusGrid = useCallback(() => setFocusToken((token) => token + 1), [])
  const getDoc = useCallback(() => stateRef.current.doc, [])
  const displayRef = useRef(display)
  displayRef.current = display
  const getTranspose = useCallback(() => displayRef.current.transpose, [])
  const exports = useExports(getDoc, getTranspose)

  const startEdit = useCallback((cursor: Cursor, initialText?: string) => {
    const slot = stateRef.current.doc.sections[cursor.section]?.bars[cursor.bar]?.[cursor.slot]
    if (slot === undefined) return
    dispatch({ type: 'select', selection: caret(cursor) })
    setEditing({ ...cursor, initial: initialText ?? slot })
  }, [])

  const commitChord = useCallback(
    (cursor: Cursor, symbol: string, then?: 'next' | 'previous') => {
      const stored = symbol ? storedChord(symbol) : ''
      if (stored === undefined) return false
      performance.mark('chord-edit-start')
      dispatch({
        type: 'edit',
        edit: (doc) => setSlot(doc, cursor, stored),
        select: caret(cursor),
        announce: stored ? `${stored} entered` : 'Chord cleared',
      })
      if (then) dispatch({ type: 'move', direction: then })
      setEditing(null)
      focusGrid()
      markAfterPaint()
      return true
    },
    [focusGrid],
  )

  const cancelEdit = useCallback(() => {
    setEditing(null)
    focusGrid()
  }, [focusGrid])

  const pasteBarsText = useCallback((text: string) => {
    const parsed = textToBars(text, isChordSymbol)
    if (!parsed) return dispatch({ type: 'paste' })
    if (parsed.invalid.length) {
      dispatch({
        type: 'announce',
        message: `Not pasted: ${parsed.invalid.slice(0, 3).join(', ')} are not chords`,
      })
      return
    }
    dispatch({ type: 'paste', bars: parsed.bars })
  }, [])

  // Playback is read through a ref, so the commands' UI stays one object across edits and renders.
  const playbackRef = useRef(playback)
  playbackRef.current = playback
  const { setSettings } = playback
  const ui = useMemo<EditorUi>(() => {
    const playFrom = (fromBar?: { section: number; bar: number }) => {
      const { loop, loopSpan } = playbackRef.current.settings
      const { selection } = stateRef.current
      const { first, last } = selectedBars(selection)
      void playbackRef.current.play({
        fromBar,
        loopSection: loop && loopSpan === 'section' ? selection.section : undefined,
        loopBars:
          loop && loopSpan === 'selection'
            ? { section: selection.section, first, last }
            : undefined,
      })
    }
    return {
      startChordEntry: (initialText) => startEdit(stateRef.current.selection, initialText),
      openPicker: () => setDialog('picker'),
      openPalette: () => setDialog('palette'),
      openShortcuts: () => setDialog('shortcuts'),
      focusSectionLabel: (section) =>
        requestAnimationFrame(() =>
          document.querySelector<HTMLInputElement>(`[data-section-label="${section}"]`)?.select(),
        ),
      togglePlay: () =>
        playbackRef.current.state === 'playing' ? playbackRef.current.stop() : playFrom(),
      playFromSelection: () => playFrom(stateRef.current.selection),
      toggleLoop: () => setSettings((s) => ({ ...s, loop: !s.loop })),
      toggleMetronome: () => setSettings((s) => ({ ...s, metronome: !s.metronome })),
      toggleCountIn: () => setSettings((s) => ({ ...s, countIn: s.countIn ? 0 : 1 })),
      changeTempo: (delta) => {
        const bpm = Math.min(Math.max(stateRef.current.doc.bpm + delta, MIN_BPM), MAX_BPM)
        dispatch({
          type: 'edit',
          edit: (doc) => ({ ...doc, bpm }),
          coalesce: 'bpm',
          at: Date.now(),
          announce: `${bpm} bpm`,
        })
      },
      transpose: (semitones) =>
        setDisplay((d) => ({
          ...d,
          transpose: Math.min(Math.max(d.transpose + semitones, -11), 11),
        })),
      cycleNotation: () =>
        setDisplay((d) => {
          const index = NOTATIONS.findIndex((n) => n.id === d.notation)
          return { ...d, notation: NOTATIONS[(index + 1) % NOTATIONS.length]?.id ?? 'names' }
        }),
      copyText: (text) => void navigator.clipboard?.writeText(text).catch(() => undefined),
      pasteText: () => {
        const read = navigator.clipboard?.readText?.()
        if (!read) return dispatch({ type: 'paste' })
        read.then(pasteBarsText, () => dispatch({ type: 'paste' }))
      },
      exportMidi: () => void exports.exportMidi(),
      exportWav: () => void exports.exportWav(),
      exportChordPro: () => void exports.exportChordPro(),
      print: () => window.print(),
      openShare: () => setDialog('share'),
      openImport: () => setDialog('import'),
      openSongs: () => setDialog('songs'),
      openSettings: () => hostRef.current.openSettings(),
      newSong: () => hostRef.current.newSong(),
    }
  }, [setSettings, startEdit, exports, pasteBarsText])

  // Read through refs, so the grid's callbacks stay the same object across edits.
  const uiRef = useRef(ui)
  uiRef.current = ui
  const commandContext = useCallback(
    (): CommandContext => ({ state: stateRef.current, dispatch, ui: uiRef.current }),
    [],
  )

  const gridActions = useMemo<GridActions>(
    () => ({
      dispatch,
      select: (cursor, extend) =>
        dispatch({
          type: 'select',
          selection:
            extend && cursor.section === stateRef.current.selection.section
              ? { ...cursor, anchorBar: stateRef.current.selection.anchorBar }
              : caret(cursor),
        }),
      startEdit,
      commitChord,
      cancelEdit,
      runCommand: (id) => void runCommand(commandById(id), commandContext()),
      playFromBar: (section, bar) => void playbackRef.current.play({ fromBar: { section, bar } }),
    }),
    [startEdit, commitChord, cancelEdit, commandContext],
  )

  const onCopy = useCallback((event: ClipboardEvent, cut: boolean) => {
    if (event.target instanceof HTMLInputElement) return
    event.preventDefault()
    event.clipboardData.setData('text/plain', barsToText(selectionBars(stateRef.current)))
    dispatch({ type: cut ? 'cut' : 'copy' })
  }, [])

  const onPaste = useCallback(
    (event: ClipboardEvent) => {
      if (event.target instanceof HTMLInputElement) return
      event.preventDefault()
      pasteBarsText(event.clipboardData.getData('text/plain'))
    },
    [pasteBarsText],
  )

  return {
    state,
    chords,
    dispatch,
    load,
    editing,
    focusToken,
    focusGrid,
    dialog,
    setDialog,
    display,
    setDisplay,
    key,
    show,
    playback,
    ui,
    commandContext,
    gridActions,
    onCopy,
    onPaste,
  }
}
