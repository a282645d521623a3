// The styles a song can be played in, by the id the song stores. Kept apart from the patterns so
// the song model can name a style without loading any audio code.

export const STYLE_IDS = [
  'block',
  'pop-strum',
  'ballad-arpeggio',
  'rock-eighths',
  'waltz',
  'folk-fingerpicking',
  'bossa',
  'swing',
  'reggae',
] as const

export type StyleId = (typeof STYLE_IDS)[number]

/** Today's sound: the chords alone, held on the piano or strummed on every beat. */
export const DEFAULT_STYLE: StyleId = 'block'

export const STYLE_NAMES: Record<StyleId, string> = {
  block: 'Block chords',
  'pop-strum': 'Pop strum',
  'ballad-arpeggio': 'Ballad arpeggio',
  'rock-eighths': 'Rock eighths',
  waltz: 'Waltz',
  'folk-fingerpicking': 'Folk fingerpicking',
  bossa: 'Bossa nova',
  swing: 'Swing',
  reggae: 'Reggae',
}

export function isStyleId(value: unknown): value is StyleId {
  return typeof value === 'string' && (STYLE_IDS as readonly string[]).includes(value)
}
