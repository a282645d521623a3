import { UpgradePitch } from './feature-pitch'

const EDITOR_FEATURES = [
  [
    'Sections and bars',
    'Verse, chorus, bridge: lay a song out bar by bar, a chord per bar or per beat.',
  ],
  ['Hear it at once', 'Piano, guitar or ukulele, with a metronome, count-in and loops.'],
  ['Chords your way', 'Type chords with suggestions from your key, or pick them from menus.'],
  ['Transpose and capo', 'Any key in one click; Roman numerals and Nashville numbers too.'],
  ['Share and export', 'A read-only link for your band, MIDI, ChordPro and print-ready PDF.'],
  ['Never lose a note', 'Autosave, undo, and offline edits that sync when you are back.'],
] as const

/** What the editor offers a user without premium, and the way to it. */
export function EditorPitch() {
  return (
    <UpgradePitch
      title="Write your songs in Songpad"
      part="song editor"
      features={EDITOR_FEATURES}
    />
  )
}
