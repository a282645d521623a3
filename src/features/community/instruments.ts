import type { InstrumentNumber } from '@/features/songs'

/** The editor's instruments by their number (0 piano, 1 guitar, 2 ukulele), as names for the URL. */
export const INSTRUMENT_NAMES = ['piano', 'guitar', 'ukulele'] as const

export type InstrumentName = (typeof INSTRUMENT_NAMES)[number]

export const INSTRUMENT_LABELS: Record<InstrumentName, string> = {
  piano: 'Piano',
  guitar: 'Guitar',
  ukulele: 'Ukulele',
}

export const instrumentNumber = (name: InstrumentName): InstrumentNumber =>
  INSTRUMENT_NAMES.indexOf(name) as InstrumentNumber

export const isInstrumentName = (value: string): value is InstrumentName =>
  (INSTRUMENT_NAMES as readonly string[]).includes(value)
