// The instrument a song is played with, as stored on songs and on the user (0 is the default).
export const INSTRUMENTS = [
  { value: 0, label: 'Piano', hint: 'Keys, chords in both hands' },
  { value: 1, label: 'Guitar', hint: 'Six strings, strummed or picked' },
  { value: 2, label: 'Ukulele', hint: 'Four strings, bright and small' },
] as const

export type Instrument = (typeof INSTRUMENTS)[number]['value']

export const DEFAULT_INSTRUMENT: Instrument = 0

export const isInstrument = (value: unknown): value is Instrument =>
  INSTRUMENTS.some((instrument) => instrument.value === value)
