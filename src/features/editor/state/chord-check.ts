import { isChord, tidyChord } from '@/music/chord-symbol'

/** Whether a symbol is a chord the song core reads (the chord parser in music/ decides). */
export const isChordSymbol = (symbol: string): boolean => isChord(symbol)

/** The symbol as stored: tidied ("am7" → "Am7"), or undefined when it is not a chord. */
export const storedChord = (symbol: string): string | undefined => tidyChord(symbol)
