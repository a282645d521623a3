import type { Command } from './command-types'

export const playbackCommands: Command[] = [
  {
    id: 'play.toggle',
    label: 'Play or stop',
    group: 'Playback',
    keys: ['Space'],
    run: ({ ui }) => ui.togglePlay(),
  },
  {
    id: 'play.from-bar',
    label: 'Play from the selected bar',
    group: 'Playback',
    keys: ['Shift+Space'],
    run: ({ ui }) => ui.playFromSelection(),
  },
  {
    id: 'play.loop',
    label: 'Loop on or off (the section, or the selected bars)',
    group: 'Playback',
    keys: ['L'],
    run: ({ ui }) => ui.toggleLoop(),
  },
  {
    id: 'play.metronome',
    label: 'Metronome on or off',
    group: 'Playback',
    keys: ['M'],
    run: ({ ui }) => ui.toggleMetronome(),
  },
  {
    id: 'play.count-in',
    label: 'Count-in on or off',
    group: 'Playback',
    keys: ['I'],
    run: ({ ui }) => ui.toggleCountIn(),
  },
  {
    id: 'play.faster',
    label: 'Tempo up 5 bpm',
    group: 'Playback',
    keys: [']'],
    run: ({ ui }) => ui.changeTempo(5),
  },
  {
    id: 'play.slower',
    label: 'Tempo down 5 bpm',
    group: 'Playback',
    keys: ['['],
    run: ({ ui }) => ui.changeTempo(-5),
  },
]

export const viewCommands: Command[] = [
  {
    id: 'view.transpose-up',
    label: 'Transpose up a semitone',
    group: 'View',
    keys: ['Alt+Shift+ArrowUp'],
    run: ({ ui }) => ui.transpose(1),
  },
  {
    id: 'view.transpose-down',
    label: 'Transpose down a semitone',
    group: 'View',
    keys: ['Alt+Shift+ArrowDown'],
    run: ({ ui }) => ui.transpose(-1),
  },
  {
    id: 'view.notation',
    label: 'Chord names, Roman numerals or Nashville numbers',
    group: 'View',
    keys: ['N'],
    run: ({ ui }) => ui.cycleNotation(),
  },
  {
    id: 'view.palette',
    label: 'Command palette',
    group: 'View',
    keys: ['Mod+K'],
    scope: 'always',
    paletteHidden: true,
    run: ({ ui }) => ui.openPalette(),
  },
  {
    id: 'view.shortcuts',
    label: 'Keyboard shortcuts',
    group: 'View',
    keys: ['?'],
    run: ({ ui }) => ui.openShortcuts(),
  },
]

export const songCommands: Command[] = [
  { id: 'song.new', label: 'New song', group: 'Song', run: ({ ui }) => ui.newSong() },
  {
    id: 'song.open',
    label: 'My songs…',
    group: 'Song',
    keys: ['Alt+O'],
    run: ({ ui }) => ui.openSongs(),
  },
  {
    id: 'song.settings',
    label: 'Song settings (name, tempo, key…)',
    group: 'Song',
    keys: ['Alt+S'],
    run: ({ ui }) => ui.openSettings(),
  },
  { id: 'song.share', label: 'Share…', group: 'Song', run: ({ ui }) => ui.openShare() },
  { id: 'song.midi', label: 'Download MIDI', group: 'Song', run: ({ ui }) => ui.exportMidi() },
  {
    id: 'song.wav',
    label: 'Download audio (WAV)',
    group: 'Song',
    run: ({ ui }) => ui.exportWav(),
  },
  {
    id: 'song.chordpro',
    label: 'Download ChordPro',
    group: 'Song',
    run: ({ ui }) => ui.exportChordPro(),
  },
  {
    id: 'song.print',
    label: 'Print or save as PDF',
    group: 'Song',
    keys: ['Mod+P'],
    scope: 'always',
    run: ({ ui }) => ui.print(),
  },
  {
    id: 'song.import',
    label: 'Import ChordPro or chords over lyrics…',
    group: 'Song',
    run: ({ ui }) => ui.openImport(),
  },
]
