// The instruments a song is played with: the one table. A song record and a user record store
// the number; the URL (community filters) uses the name.

export const INSTRUMENTS = [
  { id: 0, name: 'piano', label: 'Piano', hint: 'Keys, chords in both hands' },
  { id: 1, name: 'guitar', label: 'Guitar', hint: 'Six strings, strummed or picked' },
  { id: 2, name: 'ukulele', label: 'Ukulele', hint: 'Four strings, bright and small' },
] as const

export type Instrument = (typeof INSTRUMENTS)[number]['id']
export type InstrumentName = (typeof INSTRUMENTS)[number]['name']

export const DEFAULT_INSTRUMENT: Instrument = 0

export const isInstrument = (value: unknown): value is Instrument =>
  INSTRUMENTS.some((instrument) => instrument.id === value)

/** The stored number as an instrument; anything else (unset, hand-edited) is the piano. */
export const toInstrument = (value: unknown): Instrument =>
  isInstrument(value) ? value : DEFAULT_INSTRUMENT

export const instrumentName = (id: Instrument): InstrumentName => INSTRUMENTS[id].name

export const instrumentLabel = (id: Instrument): string => INSTRUMENTS[id].label

export const isInstrumentName = (value: string): value is InstrumentName =>
  INSTRUMENTS.some((instrument) => instrument.name === value)

export const instrumentByName = (name: InstrumentName): Instrument =>
  INSTRUMENTS.find((instrument) => instrument.name === name)?.id ?? DEFAULT_INSTRUMENT
