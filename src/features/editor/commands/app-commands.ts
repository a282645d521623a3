import { tempoEdit } from '../state/tempo'
import { type Command, defineCommands } from './command-types'
import { uiCommands } from './ui-commands'

/** Tempo up or down by `by` bpm; quick presses in a row are one undo step. */
function tempoBy(by: number): Command['run'] {
  return ({ state, dispatch }) => dispatch(tempoEdit(state.doc.bpm + by, true))
}

/** The shown chords up or down by `semitones`; the song stays as written. */
function transposeBy(semitones: number): Command['run'] {
  return ({ ui }) => ui.transpose(semitones)
}

export const playbackCommands = defineCommands([
  ...uiCommands('Playback', [
    { id: 'play.toggle', label: 'Play or stop', keys: ['Space'], action: 'togglePlay' },
    {
      id: 'play.from-bar',
      label: 'Play from the selected bar',
      short: '▶ From bar',
      keys: ['Shift+Space'],
      action: 'playFromSelection',
    },
    {
      id: 'play.loop',
      label: 'Loop on or off (the section, or the selected bars)',
      short: 'Loop',
      keys: ['L'],
      action: 'toggleLoop',
    },
    {
      id: 'play.metronome',
      label: 'Metronome on or off',
      short: 'Metronome',
      keys: ['M'],
      action: 'toggleMetronome',
    },
    {
      id: 'play.count-in',
      label: 'Count-in on or off',
      short: 'Count-in',
      keys: ['I'],
      action: 'toggleCountIn',
    },
  ]),
  {
    id: 'play.faster',
    label: 'Tempo up 5 bpm',
    group: 'Playback',
    keys: [']'],
    run: tempoBy(5),
  },
  {
    id: 'play.slower',
    label: 'Tempo down 5 bpm',
    group: 'Playback',
    keys: ['['],
    run: tempoBy(-5),
  },
])

export const viewCommands = defineCommands([
  {
    id: 'view.transpose-up',
    label: 'Transpose up a semitone',
    group: 'View',
    keys: ['Alt+Shift+ArrowUp'],
    run: transposeBy(1),
  },
  {
    id: 'view.transpose-down',
    label: 'Transpose down a semitone',
    group: 'View',
    keys: ['Alt+Shift+ArrowDown'],
    run: transposeBy(-1),
  },
  ...uiCommands('View', [
    {
      id: 'view.notation',
      label: 'Chord names, Roman numerals or Nashville numbers',
      keys: ['N'],
      action: 'cycleNotation',
    },
    {
      id: 'view.palette',
      label: 'Command palette',
      short: 'Commands',
      keys: ['Mod+K'],
      scope: 'always',
      paletteHidden: true,
      action: 'openPalette',
    },
    { id: 'view.shortcuts', label: 'Keyboard shortcuts', keys: ['?'], action: 'openShortcuts' },
  ]),
])

export const songCommands = defineCommands(
  uiCommands('Song', [
    { id: 'song.new', label: 'New song', action: 'newSong' },
    {
      id: 'song.open',
      label: 'My songs…',
      short: 'My songs',
      keys: ['Alt+O'],
      action: 'openSongs',
    },
    {
      id: 'song.settings',
      label: 'Song settings (name, tempo, key…)',
      keys: ['Alt+S'],
      action: 'openSettings',
    },
    { id: 'song.share', label: 'Share…', short: 'Share', action: 'openShare' },
    { id: 'song.midi', label: 'Download MIDI', action: 'exportMidi' },
    { id: 'song.wav', label: 'Download audio (WAV)', action: 'exportWav' },
    { id: 'song.chordpro', label: 'Download ChordPro', action: 'exportChordPro' },
    {
      id: 'song.plain-text',
      label: 'Download chords over lyrics (text)',
      short: 'Download text',
      action: 'exportPlainText',
    },
    {
      id: 'song.print',
      label: 'Print or save as PDF',
      short: 'Print / PDF',
      keys: ['Mod+P'],
      scope: 'always',
      action: 'print',
    },
    {
      id: 'song.perform',
      label: 'Perform view (large type, scrolls with the song)',
      short: 'Perform',
      keys: ['Alt+P'],
      action: 'perform',
    },
    {
      id: 'song.import',
      label: 'Import ChordPro or chords over lyrics…',
      short: 'Import…',
      action: 'openImport',
    },
  ]),
)
