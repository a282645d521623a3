// What a valid song document may hold. The decoder clamps or cuts anything beyond these, so the
// editor never has to cope with a 10,000-section song someone typed into the database by hand.

export const BPM_MIN = 20
export const BPM_MAX = 300
export const TIME_SIGNATURE_BEATS_MAX = 16
export const TIME_SIGNATURE_UNITS: readonly number[] = [1, 2, 4, 8, 16]
export const DEFAULT_TIME_SIGNATURE = { beats: 4, unit: 4 } as const

/** Characters. */
export const NAME_MAX_LENGTH = 200
export const DESCRIPTION_MAX_LENGTH = 5000
export const LABEL_MAX_LENGTH = 60
export const TAG_MAX_LENGTH = 40
export const TAGS_MAX = 20

export const SECTIONS_MAX = 64
/** Bars in one section: a 300-bar song written as a single section still fits. */
export const BARS_PER_SECTION_MAX = 512
/** Times one section is played in a row. */
export const REPEAT_MAX = 16

/** Problems listed one by one; past this the decoder only counts them. */
export const PROBLEMS_MAX = 50

/** Characters of one chord symbol: longer ones are not chords ("C13#11b9/G#" is 11). */
export const CHORD_MAX_LENGTH = 24
/** Characters of the words of one bar, all its slots together: a long line, not a verse. */
export const BAR_WORDS_MAX_LENGTH = 200
/** Characters of words in the whole song: several times a long song's lyrics. */
export const SONG_WORDS_MAX_LENGTH = 20_000
