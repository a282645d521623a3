import type { QualityId } from '@/music/chord-catalog'

// What each kind of chord sounds like and where songwriters use it: the words around the notes,
// which the chord pages compute.
export type QualityCopy = {
  /** One sentence on the sound. */
  sound: string
  /** One sentence on its use in songs. */
  use: string
  /** The article that explains this kind of chord. */
  article: string
}

export const QUALITY_COPY: Record<QualityId, QualityCopy> = {
  major: {
    sound: 'A major chord sounds bright, open and settled: the sound of arriving home.',
    use: 'Most songs start and end on a major chord, and the I, IV and V of a major key are all major.',
    article: 'major-and-minor-chords',
  },
  minor: {
    sound:
      'A minor chord sounds darker and softer than major; only its third is a half step lower.',
    use: 'Minor chords bring feeling to major-key songs as ii, iii and vi, and carry minor-key songs as i and iv.',
    article: 'major-and-minor-chords',
  },
  dim: {
    sound:
      'A diminished chord is tense and restless: two minor thirds stacked, with no stable fifth.',
    use: 'It works as a passing chord between two others, or as vii° leading up to the tonic.',
    article: 'major-and-minor-chords',
  },
  aug: {
    sound:
      'An augmented chord sounds dreamy and unresolved: two major thirds, the fifth pushed up.',
    use: 'Songwriters use it for a beat or two between I and IV, where its raised fifth climbs towards the next chord.',
    article: 'major-and-minor-chords',
  },
  sus2: {
    sound:
      'A sus2 chord is open and airy: the third is replaced by the second, so it is neither major nor minor.',
    use: 'It shimmers in pop and worship music, often moving to the plain major chord and back.',
    article: 'sus-add-and-extended-chords',
  },
  sus4: {
    sound:
      'A sus4 chord hangs in suspense: the fourth leans on the place where the third should be.',
    use: 'Its classic move is to resolve: play the sus4, then let the fourth fall a half step to the major third.',
    article: 'sus-add-and-extended-chords',
  },
  '6': {
    sound: 'A sixth chord is a major chord with the sixth added: sweet, warm and a little vintage.',
    use: 'It is a favourite final chord in swing and jazz, and a softer stand-in for a major seventh.',
    article: 'sus-add-and-extended-chords',
  },
  m6: {
    sound:
      'A minor sixth chord adds a major sixth to a minor chord: dark, mysterious and film-noir.',
    use: 'It often ends minor-key jazz tunes, and closes the line cliché i, i(maj7), i7, i6.',
    article: 'sus-add-and-extended-chords',
  },
  '7': {
    sound:
      'A dominant seventh chord is bluesy and restless: a major chord with a minor seventh on top.',
    use: 'As V7 it pulls strongly home to I, and in the blues every chord of the form is a dominant seventh.',
    article: 'seventh-chords-explained',
  },
  maj7: {
    sound:
      'A major seventh chord is warm and dreamy: a major chord with the note a half step below the octave.',
    use: 'It gives ballads, bossa nova and neo-soul their lush colour, usually as I or IV.',
    article: 'seventh-chords-explained',
  },
  m7: {
    sound: 'A minor seventh chord is mellow and relaxed, softer than a plain minor chord.',
    use: 'It is the ii of the ii–V–I and the groove chord of funk and soul vamps.',
    article: 'seventh-chords-explained',
  },
  m7b5: {
    sound:
      'A half-diminished chord sounds dark and questioning: a diminished triad with a minor seventh.',
    use: 'It is the ii of a minor-key ii–V–i, and the vii of a major key.',
    article: 'seventh-chords-explained',
  },
  dim7: {
    sound:
      'A diminished seventh chord is tense and dramatic: four notes, each a minor third apart.',
    use: 'It resolves up a half step to a tonic, or passes between two chords a whole step apart.',
    article: 'seventh-chords-explained',
  },
  '9': {
    sound: 'A ninth chord is a dominant seventh with the ninth on top: rich, funky and full.',
    use: 'Funk, soul and blues players use it in place of a plain dominant seventh.',
    article: 'sus-add-and-extended-chords',
  },
  maj9: {
    sound: 'A major ninth chord is a major seventh with the ninth added: soft, lush and glowing.',
    use: 'It is the tonic of choice in neo-soul, R&B and gentle jazz.',
    article: 'sus-add-and-extended-chords',
  },
  m9: {
    sound: 'A minor ninth chord is a minor seventh with the ninth added: smooth and moody.',
    use: 'It colours minor vamps and the ii of a jazz cadence.',
    article: 'sus-add-and-extended-chords',
  },
  add9: {
    sound:
      'An add9 chord is a major chord with the ninth added and no seventh: bright and shimmering.',
    use: 'Pop and rock songwriters swap it in for a plain major chord to add sparkle.',
    article: 'sus-add-and-extended-chords',
  },
  '11': {
    sound:
      'An eleventh chord sounds open and gospel-like; the third is usually left out because it clashes with the eleventh.',
    use: 'It works as a soft dominant, often written as a slash chord such as B♭/C for C11.',
    article: 'sus-add-and-extended-chords',
  },
  '13': {
    sound:
      'A thirteenth chord is the fullest dominant sound: a seventh chord with the ninth and thirteenth on top.',
    use: 'Jazz and soul pianists play it as the V of a cadence, usually without the fifth.',
    article: 'sus-add-and-extended-chords',
  },
  '7sus4': {
    sound:
      'A 7sus4 chord is a gentle dominant: the fourth replaces the third, so the pull home is softer.',
    use: 'It often comes just before the plain V7, or stands in for it in modern pop and jazz.',
    article: 'sus-add-and-extended-chords',
  },
  '5': {
    sound:
      'A power chord is only the root and the fifth: with no third it is neither major nor minor, and sounds plain, strong and solid.',
    use: 'Rock and punk guitarists play whole songs in power chords, and pianists use the bare fifth for a heavy, open left hand.',
    article: 'major-and-minor-chords',
  },
  '69': {
    sound:
      'A six-nine chord is a major chord with the sixth and the ninth added: bright, open and settled, with no seventh to pull it onwards.',
    use: 'Jazz and bossa nova tunes often end on it, and it is a richer stand-in for a plain major chord as I or IV.',
    article: 'sus-add-and-extended-chords',
  },
  mMaj7: {
    sound:
      'A minor major seventh chord is a minor chord with the major seventh on top: dark, tense and mysterious.',
    use: 'It is the second chord of the line cliché i, i(maj7), i7, i6, and a favourite of spy and film-noir themes.',
    article: 'seventh-chords-explained',
  },
  '7b9': {
    sound:
      'A seven flat nine chord is a dominant seventh with the flat ninth on top: dark, tense and urgent.',
    use: 'It is the V chord the harmonic minor scale builds (its flat ninth is the key’s sixth note), and a favourite dominant in jazz.',
    article: 'seventh-chords-explained',
  },
  '7#9': {
    sound:
      'A seven sharp nine chord has a major third with a minor third above it (the sharp ninth), so it sounds gritty, bluesy and raw.',
    use: 'Known as the “Hendrix chord”, it is the home chord of many blues-rock and funk riffs, and a tense dominant in jazz.',
    article: 'seventh-chords-explained',
  },
  '7b5': {
    sound:
      'A seven flat five chord is a dominant seventh with the fifth lowered a half step: restless and a little strange.',
    use: 'Jazz players use it as a dominant whose lowered fifth slides down a half step into the next chord; it holds the same notes as the 7♭5 chord a tritone away.',
    article: 'seventh-chords-explained',
  },
  '7#5': {
    sound:
      'A seven sharp five chord (also written 7+ or aug7) is a dominant seventh with the fifth raised: bright, unresolved and eager to move.',
    use: 'As V7♯5 its raised fifth climbs a half step to the third of the chord it resolves to.',
    article: 'seventh-chords-explained',
  },
  m11: {
    sound:
      'A minor eleventh chord stacks the ninth and the eleventh on a minor seventh chord: soft, open and spacious.',
    use: 'It is the sound of modal jazz and neo-soul vamps, and a rich ii chord in a jazz cadence.',
    article: 'sus-add-and-extended-chords',
  },
  'maj7#11': {
    sound:
      'A major seventh sharp eleventh chord adds a raised fourth above a major seventh chord: bright, floating and a little mysterious.',
    use: 'It is the Lydian sound of film scores and jazz ballads, usually as IV or as the last chord of a tune.',
    article: 'sus-add-and-extended-chords',
  },
  '13sus4': {
    sound:
      'A 13sus4 chord is a suspended dominant with the ninth and the thirteenth added: wide, warm and unhurried.',
    use: 'Gospel, soul and modern jazz players use it as a gentle V that leads home without the pull of a third.',
    article: 'sus-add-and-extended-chords',
  },
  '9sus4': {
    sound:
      'A 9sus4 chord is a 7sus4 chord with the ninth on top: soft and open, and the same notes as the eleventh chord as it is usually played.',
    use: 'It is the “four over five” dominant of soul, gospel and soft rock, often written as a slash chord such as B♭/C for C9sus4.',
    article: 'sus-add-and-extended-chords',
  },
}
