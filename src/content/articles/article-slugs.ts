// The learn articles in reading order; each is <slug>.md beside this file (the build checks both
// ways). Plain data, so the build's path list and sitemap read it without the markdown.
export const ARTICLE_SLUGS = [
  'reading-chord-symbols',
  'major-and-minor-chords',
  'seventh-chords-explained',
  'chord-inversions',
  'sus-add-and-extended-chords',
  'the-pop-progression',
  'the-two-five-one',
  'the-twelve-bar-blues',
  'keys-and-the-circle-of-fifths',
  'roman-numerals-and-transposing',
  'minor-keys-explained',
  'time-signatures-and-tempo',
  'rhythm-patterns-for-chords',
  'song-structure',
  'writing-your-own-progression',
] as const

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number]
