import type { Section } from '@/song/types'

// Song sheets for tests of import and export: a song of our own (words and music written for
// these tests), as ChordPro and as chords over lyrics. Three sections (verse, chorus, bridge), the
// chorus sung again with {chorus}, chords in the middle of words and of bars.

export const PAPER_BOATS_CHORDPRO = `{title: Paper Boats}
{artist: The Lamplighters}
{key: G}
{tempo: 92}
{time: 4/4}

{start_of_verse: Verse 1}
We [G]fold the morning [Em]news in-[C]to paper boats
And [G]send them down the gutter where the [D]rainwater floats
{end_of_verse}

{start_of_chorus: Chorus}
[C]Sail a[G]way, [D]sail a[Em]way
Little boats of yester[C]day [D]
{end_of_chorus}

{start_of_verse: Verse 2}
The [G]ink runs blue a-[Em]cross the [C]folded sails
And [G]every headline [D]whispers stranger tales
{end_of_verse}

{chorus}

{start_of_bridge: Bridge}
| [Em] | [C] [D] | [G] |
[Em]Nobody reads the [C]news we [D]keep
{end_of_bridge}

{chorus}
`

/** Every word of the song above, in order, as one line of text. */
export const PAPER_BOATS_WORDS = [
  'We fold the morning news in-to paper boats',
  'And send them down the gutter where the rainwater floats',
  'Sail away, sail away',
  'Little boats of yesterday',
  'The ink runs blue a-cross the folded sails',
  'And every headline whispers stranger tales',
  'Sail away, sail away',
  'Little boats of yesterday',
  'Nobody reads the news we keep',
  'Sail away, sail away',
  'Little boats of yesterday',
]

/** A sheet as the big chord sites show one, of another song of our own. */
export const LANTERN_ROAD_TEXT = `Lantern Road
Artist: Ada Lovelock
Key: D
Capo: 2

[Verse 1]
D                Bm
Walking down the lantern road
G                    A
Every window glowing gold
Bm   G             D
Some-body left the porch light on

[Chorus]
G              A
Carry me home, carry me home
D       Bm           G
Lantern road, I'm al-most home

[Solo]
| D | Bm | G A | D |

[Chorus x2]
G              A
Carry me home, carry me home
`

export const LANTERN_ROAD_WORDS = [
  'Walking down the lantern road',
  'Every window glowing gold',
  'Some-body left the porch light on',
  'Carry me home, carry me home',
  "Lantern road, I'm al-most home",
  'Carry me home, carry me home',
]

/** A section's bars in short: "C:words" for each bar, "/" after a bar that ends a line. */
export const barsInShort = (section: {
  bars: { chords: string[]; words: string[]; lineEnd: boolean }[]
}) =>
  section.bars.map(
    (bar) => `${bar.chords.join(' ')}:${bar.words.join('|')}${bar.lineEnd ? '/' : ''}`,
  )

/** Each section in short: its label, its repeat count and its bars in short. */
export const sectionsInShort = (sections: readonly Section[]) =>
  sections.map((section) => [section.label, section.repeat, barsInShort(section)])
