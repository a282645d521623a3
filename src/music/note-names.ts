// How notes and chord symbols read on the page: tonal spells with # and b, readers expect ♯ and ♭.

/** "F#" → "F♯", "Bbb" → "B♭♭"; octave digits are kept ("C#4" → "C♯4"). */
export function displayNote(note: string): string {
  const match = /^([A-Ga-g])(#+|b+)?(-?\d+)?$/.exec(note)
  if (!match) return note
  const [, letter = '', accidentals = '', octave = ''] = match
  return `${letter.toUpperCase()}${accidentals.replaceAll('#', '♯').replaceAll('b', '♭')}${octave}`
}

/** "C#m7b5" → "C♯m7♭5", "C69" → "C6/9": the root's accidentals, the altered tones, 6/9's slash. */
export function displaySymbol(symbol: string): string {
  const match = /^([A-G](?:#+|b+)?)(.*)$/.exec(symbol)
  if (!match) return symbol
  const [, root = '', rest = ''] = match
  const slash = rest.split('/')
  const quality = (slash[0] ?? '')
    .replace(/^69$/, '6/9')
    .replace(/b(5|9|13)/g, '♭$1')
    .replace(/#(5|9|11)/g, '♯$1')
  const bass = slash[1] === undefined ? '' : `/${displayNote(slash[1])}`
  return `${displayNote(root)}${quality}${bass}`
}

const ACCIDENTAL_WORDS: Record<string, string> = {
  '#': ' sharp',
  '##': ' double sharp',
  b: ' flat',
  bb: ' double flat',
}

/** "C#" → "C sharp", "Bbb" → "B double flat": for sentences and screen readers. */
export function noteWords(note: string): string {
  const match = /^([A-G])(#{1,2}|b{1,2})?$/.exec(note)
  if (!match) return note
  return `${match[1]}${ACCIDENTAL_WORDS[match[2] ?? ''] ?? ''}`
}

// The names a player looks for on the keyboard, by pitch class (0 = C).
const KEY_NAMES = ['C', 'C#/Db', 'D', 'D#/Eb', 'E', 'F', 'F#/Gb', 'G', 'G#/Ab', 'A', 'A#/Bb', 'B']
const WHITE_KEYS = new Set([0, 2, 4, 5, 7, 9, 11])

/** Whether a pitch class or MIDI note is a white key on the piano. */
export const isWhiteKey = (pitch: number): boolean => WHITE_KEYS.has(((pitch % 12) + 12) % 12)

/** A pitch class spelled with a sharp, or with a flat when `flats`: 1 → "C#" or "Db". */
export function pitchClassName(pitchClass: number, flats = false): string {
  const names = (KEY_NAMES[((pitchClass % 12) + 12) % 12] ?? '').split('/')
  return (flats ? names.at(-1) : names[0]) ?? ''
}

/** The piano key's everyday name for a pitch class: 4 → "E", 1 → "C♯/D♭". */
export function keyName(pitchClass: number): string {
  const names = KEY_NAMES[((pitchClass % 12) + 12) % 12] ?? ''
  return names.split('/').map(displayNote).join('/')
}
