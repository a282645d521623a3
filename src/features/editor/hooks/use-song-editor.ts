import {
  type ClipboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { usedChords } from '@/song/song-chords'
import type { SongDocument } from '@/song/types'
import { copyBars, pasteBarsFrom } from '../commands/bar-clipboard'
import type { CommandContext, EditorUi } from '../commands/command-types'
import { commandById, contextInSection, isEnabled, runCommand } from '../commands/registry'
import { storedChord } from '../state/chord-check'
import { chordEdit } from '../state/chord-edit'
import {
  chordShower,
  DEFAULT_DISPLAY,
  type DisplayOptions,
  nextNotation,
  songKey,
  transposedBy,
} from '../state/display'
import { editorReducer, initialEditorState } from '../state/editor-reducer'
import { type Cursor, caret, selectedBars } from '../state/selection'
import { markEditStart, measureEditToPaint } from './edit-timing'
import type { GridActions } from './grid-context'
import { useExports } from './use-exports'
import { usePlayback } from './use-playback'
import { useStableList } from './use-stable-list'
import { useWordsEntry } from './use-words-entry'

export type EditorDialog =
  | 'palette'
  | 'shortcuts'
  | 'picker'
  | 'share'
  | 'import'
  | 'songs'
  | 'perform'
  | null
export type Editing = Cursor & { initial: string }

/** What the editor asks of the page around it (songs, sharing, settings). */
export type EditorHost = {
  onChange: (doc: SongDocument) => void
  openSettings: () => void
  newSong: () => void
}

/** The editor's state and everything its parts call: the reducer, the commands' UI, playback. */
export function useSongEditor(initial: SongDocument, host: EditorHost) {
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [focusToken, setFocusToken] = useState(0)
  const [dialog, setDialog] = useState<EditorDialog>(null)
  // An object, so asking for the same section twice focuses it twice.
  const [labelToFocus, setLabelToFocus] = useState<{ section: number } | null>(null)
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

  // Focus moves in the commit that draws the label (a section just added), not a frame later, when
  // the writer may already have clicked elsewhere.
  useEffect(() => {
    if (!labelToFocus) return
    const input = document.querySelector<HTMLInputElement>(
      `[data-section-label="${labelToFocus.section}"]`,
    )
    // Selecting text does not move focus everywhere: without focus, keys went to the grid.
    input?.focus()
    input?.select()
  }, [labelToFocus])

  /** Shows another version (chosen in a conflict): not an edit, so nothing is saved for it. */
  const load = useCallback((doc: SongDocument) => {
    saved.current = doc
    dispatch({ type: 'load', doc })
  }, [])

  /**
   * The song changed under the editor (saved elsewhere, merged in). The page already has `to`;
   * only edits made here since `from` make the editor's song differ from it, and are passed on.
   */
  const rebase = useCallback((from: SongDocument, to: SongDocument) => {
    if (stateRef.current.doc === from) saved.current = to
    dispatch({ type: 'rebase', from, to })
  }, [])

  // The same list objects while an edit leaves them as they were: most edits skip their readers.
  const chords = useStableList(useMemo(() => usedChords(state.doc), [state.doc]))
  const sectionStyles = useStableList(
    useMemo(
      () => state.doc.sections.map(({ id, label, style }) => ({ id, label, style })),
      [state.doc],
    ),
    (a, b) => a.id === b.id && a.label === b.label && a.style === b.style,
  )
  const key = useMemo(() => songKey(state.doc.key, chords), [state.doc.key, chords])
  // Plain chord names need no key: a guessed key that moves with an edit then re-renders nothing.
  const showKey = display.notation === 'names' && display.transpose === display.capo ? '' : key.key
  const show = useMemo(() => chordShower(display, showKey), [display, showKey])

  const focusGrid = useCallback(() => setFocusToken((token) => token + 1), [])
  const getState = useCallback(() => stateRef.current, [])
  const words = useWordsEntry(dispatch, getState, focusGrid)
  const getDoc = useCallback(() => stateRef.current.doc, [])
  const displayRef = useRef(display)
  displayRef.current = display
  const getTranspose = useCallback(() => displayRef.current.transpose, [])
  const exports = useExports(getDoc, getTranspose)

  const startEdit = useCallback((cursor: Cursor, initialText?: string) => {
    const slot =
      stateRef.current.doc.sections[cursor.section]?.bars[cursor.bar]?.chords[cursor.slot]
    if (slot === undefined) return
    dispatch({ type: 'select', selection: caret(cursor) })
    setEditing({ ...cursor, initial: initialText ?? slot })
  }, [])

  const commitChord = useCallback(
    (cursor: Cursor, symbol: string, then?: 'next' | 'previous') => {
      const stored = symbol ? storedChord(symbol) : ''
      if (stored === undefined) return false
      markEditStart('chord-edit')
      dispatch(chordEdit(cursor, stored))
      if (then) dispatch({ type: 'move', direction: then })
      setEditing(null)
      focusGrid()
      measureEditToPaint('chord-edit')
      return true
    },
    [focusGrid],
  )

  const cancelEdit = useCallback(() => {
    setEditing(null)
    focusGrid()
  }, [focusGrid])

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
      focusWords: words.focusWords,
      focusChord: words.focusChord,
      wordsField: words.wordsField,
      openPicker: () => setDialog('picker'),
      openPalette: () => setDialog('palette'),
      openShortcuts: () => setDialog('shortcuts'),
      focusSectionLabel: (section) => setLabelToFocus({ section }),
      togglePlay: () =>
        playbackRef.current.state === 'playing' ? playbackRef.current.stop() : playFrom(),
      playFromSelection: () => playFrom(stateRef.current.selection),
      toggleLoop: () => setSettings((s) => ({ ...s, loop: !s.loop })),
      toggleMetronome: () => setSettings((s) => ({ ...s, metronome: !s.metronome })),
      toggleCountIn: () => setSettings((s) => ({ ...s, countIn: s.countIn ? 0 : 1 })),
      transpose: (semitones) => setDisplay((d) => transposedBy(d, semitones)),
      cycleNotation: () => setDisplay(nextNotation),
      copyText: (text) => void navigator.clipboard?.writeText(text).catch(() => undefined),
      readText: () => navigator.clipboard?.readText?.(),
      exportMidi: () => void exports.exportMidi(),
      exportWav: () => void exports.exportWav(),
      exportChordPro: () => void exports.exportChordPro(),
      exportPlainText: () => void exports.exportPlainText(),
      print: () => window.print(),
      perform: () => setDialog('perform'),
      openShare: () => setDialog('share'),
      openImport: () => setDialog('import'),
      openSongs: () => setDialog('songs'),
      openSettings: () => hostRef.current.openSettings(),
      newSong: () => hostRef.current.newSong(),
    }
  }, [setSettings, startEdit, exports, words.focusWords, words.focusChord, words.wordsField])

  // Read through refs, so the grid's callbacks stay the same object across edits.
  const uiRef = useRef(ui)
  uiRef.current = ui
  const commandContext = useCallback(
    (): CommandContext => ({ state: stateRef.current, dispatch, ui: uiRef.current }),
    [],
  )

  const gridActions = useMemo<GridActions>(() => {
    const contextAt = (section?: number, bar?: number) =>
      section === undefined ? commandContext() : contextInSection(commandContext(), section, bar)
    return {
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
      focusGrid,
      wordsEntered: words.wordsEntered,
      wordsLeft: words.wordsLeft,
      pasteLyrics: words.pasteLyrics,
      runCommand: (id, section, bar) => void runCommand(commandById(id), contextAt(section, bar)),
      commandEnabled: (id, section, bar) => isEnabled(commandById(id), contextAt(section, bar)),
      playFromBar: (section, bar) => void playbackRef.current.play({ fromBar: { section, bar } }),
    }
  }, [
    startEdit,
    commitChord,
    cancelEdit,
    commandContext,
    focusGrid,
    words.wordsEntered,
    words.wordsLeft,
    words.pasteLyrics,
  ])

  const onCopy = useCallback(
    (event: ClipboardEvent, cut: boolean) => copyBars(event, stateRef.current, dispatch, cut),
    [],
  )
  const onPaste = useCallback(
    (event: ClipboardEvent) => pasteBarsFrom(event, stateRef.current, dispatch),
    [],
  )

  return {
    state,
    chords,
    sectionStyles,
    dispatch,
    load,
    rebase,
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
    lyricPaste: words.paste,
    spreadPaste: words.spreadPaste,
    closePaste: words.closePaste,
  }
}
