import { transpose } from '@tonaljs/note'
import { type ChordSpec, findQuality, type QualityId } from './chord-catalog'
import { type KeyMode, type KeySpec, practicalKey } from './keys'

// A chord of a template: its root's interval above the key's tonic and its quality.
type Step = { interval: string; quality: QualityId }

export type ProgressionTemplate = {
  id: string
  /** In Roman numerals: "I–V–vi–IV". */
  numerals: string
  /** What it is known as, where it is heard. */
  about: string
  mode: KeyMode
  steps: Step[]
  /** Which steps the page's chord may stand on. */
  roles: number[]
}

export type ProgressionChord = { root: string; quality: QualityId; symbol: string }

export type Progression = {
  template: ProgressionTemplate
  key: KeySpec
  chords: ProgressionChord[]
  /** Which chord is the page's own. */
  role: number
}

const s = (interval: string, quality: Step['quality']): Step => ({ interval, quality })
const I = (quality: Step['quality']) => s('1P', quality)

export const PROGRESSION_TEMPLATES: readonly ProgressionTemplate[] = [
  {
    id: 'pop',
    numerals: 'I–V–vi–IV',
    about: 'The pop progression behind countless hits',
    mode: 'major',
    steps: [I('major'), s('5P', 'major'), s('6M', 'minor'), s('4P', 'major')],
    roles: [0, 2],
  },
  {
    id: 'three-chord',
    numerals: 'I–IV–V',
    about: 'The three chords of rock, folk and country',
    mode: 'major',
    steps: [I('major'), s('4P', 'major'), s('5P', 'major')],
    roles: [0],
  },
  {
    id: 'fifties',
    numerals: 'I–vi–IV–V',
    about: 'The doo-wop changes of the fifties',
    mode: 'major',
    steps: [I('major'), s('6M', 'minor'), s('4P', 'major'), s('5P', 'major')],
    roles: [0, 1],
  },
  {
    id: 'two-five-one',
    numerals: 'ii7–V7–Imaj7',
    about: 'The cadence at the heart of jazz',
    mode: 'major',
    steps: [s('2M', 'm7'), s('5P', '7'), I('maj7')],
    roles: [0, 1, 2],
  },
  {
    id: 'jazz-turnaround',
    numerals: 'Imaj7–vi7–ii7–V7',
    about: 'A turnaround that leads back to the start',
    mode: 'major',
    steps: [I('maj7'), s('6M', 'm7'), s('2M', 'm7'), s('5P', '7')],
    roles: [0],
  },
  {
    id: 'sixth-turnaround',
    numerals: 'I6–vi7–ii7–V7',
    about: 'A swing-era turnaround with a sweet sixth on top',
    mode: 'major',
    steps: [I('6'), s('6M', 'm7'), s('2M', 'm7'), s('5P', '7')],
    roles: [0],
  },
  {
    id: 'add9-pop',
    numerals: 'Iadd9–V–vi–IV',
    about: 'The pop progression with a shimmering first chord',
    mode: 'major',
    steps: [I('add9'), s('5P', 'major'), s('6M', 'minor'), s('4P', 'major')],
    roles: [0],
  },
  {
    id: 'major-ninths',
    numerals: 'Imaj9–IVmaj9',
    about: 'Two dreamy chords for neo-soul and ballads',
    mode: 'major',
    steps: [I('maj9'), s('4P', 'maj9')],
    roles: [0],
  },
  {
    id: 'ninth-cadence',
    numerals: 'ii7–V9–Imaj7',
    about: 'The jazz cadence with a richer dominant',
    mode: 'major',
    steps: [s('2M', 'm7'), s('5P', '9'), I('maj7')],
    roles: [1],
  },
  {
    id: 'extended-cadence',
    numerals: 'ii9–V13–Imaj9',
    about: 'The jazz cadence in full colour',
    mode: 'major',
    steps: [s('2M', 'm9'), s('5P', '13'), I('maj9')],
    roles: [0, 1],
  },
  {
    id: 'eleventh-cadence',
    numerals: 'ii7–V11–I',
    about: 'A soft, gospel-flavoured cadence',
    mode: 'major',
    steps: [s('2M', 'm7'), s('5P', '11'), I('major')],
    roles: [1],
  },
  {
    id: 'suspended-dominant',
    numerals: 'V7sus4–V7–I',
    about: 'Suspense, then release into home',
    mode: 'major',
    steps: [s('5P', '7sus4'), s('5P', '7'), I('major')],
    roles: [0],
  },
  {
    id: 'sus4-resolve',
    numerals: 'Isus4–I–IV–I',
    about: 'The fourth leans, then falls to the third',
    mode: 'major',
    steps: [I('sus4'), I('major'), s('4P', 'major'), I('major')],
    roles: [0],
  },
  {
    id: 'sus2-open',
    numerals: 'Isus2–I–IV',
    about: 'An open, ringing start that settles',
    mode: 'major',
    steps: [I('sus2'), I('major'), s('4P', 'major')],
    roles: [0],
  },
  {
    id: 'augmented-climb',
    numerals: 'I–I+–IV',
    about: 'The fifth rises a step and pulls towards IV',
    mode: 'major',
    steps: [I('major'), I('aug'), s('4P', 'major')],
    roles: [1],
  },
  {
    id: 'passing-diminished',
    numerals: 'I–♯i°–ii–V',
    about: 'A diminished chord walks the bass up a half step',
    mode: 'major',
    steps: [I('major'), s('1A', 'dim'), s('2M', 'minor'), s('5P', 'major')],
    roles: [1],
  },
  {
    id: 'passing-diminished-seventh',
    numerals: 'Imaj7–♯i°7–ii7–V7',
    about: 'The classic passing diminished seventh',
    mode: 'major',
    steps: [I('maj7'), s('1A', 'dim7'), s('2M', 'm7'), s('5P', '7')],
    roles: [1],
  },
  {
    id: 'twelve-bar-blues',
    numerals: 'I7–IV7–V7 (12-bar blues)',
    about: 'Twelve bars, three dominant sevenths',
    mode: 'major',
    steps: ['1P', '1P', '1P', '1P', '4P', '4P', '1P', '1P', '5P', '4P', '1P', '5P'].map((i) =>
      s(i, '7'),
    ),
    roles: [0],
  },
  {
    id: 'minor-epic',
    numerals: 'i–VI–III–VII',
    about: 'The minor-key anthem of rock and film',
    mode: 'minor',
    steps: [I('minor'), s('6m', 'major'), s('3m', 'major'), s('7m', 'major')],
    roles: [0],
  },
  {
    id: 'minor-cadence',
    numerals: 'i–iv–V7',
    about: 'The minor cadence, with the dominant from harmonic minor',
    mode: 'minor',
    steps: [I('minor'), s('4P', 'minor'), s('5P', '7')],
    roles: [0, 2],
  },
  {
    id: 'minor-two-five',
    numerals: 'iiø7–V7–i',
    about: 'The jazz cadence in a minor key',
    mode: 'minor',
    steps: [s('2M', 'm7b5'), s('5P', '7'), I('minor')],
    roles: [0],
  },
  {
    id: 'diminished-leading',
    numerals: 'vii°7–i',
    about: 'The leading-tone diminished seventh resolves home',
    mode: 'minor',
    steps: [s('7M', 'dim7'), I('minor')],
    roles: [0],
  },
  {
    id: 'leading-triad',
    numerals: 'vii°–i',
    about: 'The diminished triad on the seventh degree resolves up',
    mode: 'minor',
    steps: [s('7M', 'dim'), I('minor')],
    roles: [0],
  },
  {
    id: 'line-cliche',
    numerals: 'i–i(maj7)–i7–i6',
    about: 'A line falls by half steps inside the minor chord',
    mode: 'minor',
    steps: [I('minor'), I('mMaj7'), I('m7'), I('m6')],
    roles: [1, 3],
  },
  {
    id: 'minor-groove',
    numerals: 'i7–iv7',
    about: 'Two minor sevenths for a soul or funk vamp',
    mode: 'minor',
    steps: [I('m7'), s('4P', 'm7')],
    roles: [0],
  },
  {
    id: 'minor-ninth-vamp',
    numerals: 'i9–iv9',
    about: 'A smooth minor vamp for R&B',
    mode: 'minor',
    steps: [I('m9'), s('4P', 'm9')],
    roles: [0],
  },
  {
    id: 'power-chords',
    numerals: 'I5–IV5–V5',
    about: 'The three chords of rock, played as power chords',
    mode: 'major',
    steps: [I('5'), s('4P', '5'), s('5P', '5')],
    roles: [0, 1, 2],
  },
  {
    id: 'six-nine-cadence',
    numerals: 'ii7–V7–I6/9',
    about: 'The jazz cadence, ending on a settled six-nine chord',
    mode: 'major',
    steps: [s('2M', 'm7'), s('5P', '7'), I('69')],
    roles: [2],
  },
  {
    id: 'minor-flat-nine',
    numerals: 'iiø7–V7♭9–i',
    about: 'The minor-key cadence with the dominant of harmonic minor',
    mode: 'minor',
    steps: [s('2M', 'm7b5'), s('5P', '7b9'), I('minor')],
    roles: [1],
  },
  {
    id: 'sharp-nine-riff',
    numerals: 'I7♯9–♭III–IV',
    about: 'A blues-rock riff on the “Hendrix chord”',
    mode: 'major',
    steps: [I('7#9'), s('3m', 'major'), s('4P', 'major')],
    roles: [0],
  },
  {
    id: 'flat-five-cadence',
    numerals: 'ii7–V7♭5–Imaj7',
    about: 'The jazz cadence with the dominant’s fifth sliding down to the root',
    mode: 'major',
    steps: [s('2M', 'm7'), s('5P', '7b5'), I('maj7')],
    roles: [1],
  },
  {
    id: 'sharp-five-cadence',
    numerals: 'ii7–V7♯5–I',
    about: 'The dominant’s raised fifth climbs to the third of home',
    mode: 'major',
    steps: [s('2M', 'm7'), s('5P', '7#5'), I('major')],
    roles: [1],
  },
  {
    id: 'minor-eleventh-cadence',
    numerals: 'ii11–V13–Imaj9',
    about: 'The jazz cadence with an open, airy two chord',
    mode: 'major',
    steps: [s('2M', 'm11'), s('5P', '13'), I('maj9')],
    roles: [0],
  },
  {
    id: 'lydian-four',
    numerals: 'Imaj7–IVmaj7♯11',
    about: 'The floating Lydian sound of the four chord',
    mode: 'major',
    steps: [I('maj7'), s('4P', 'maj7#11')],
    roles: [1],
  },
  {
    id: 'thirteen-sus-cadence',
    numerals: 'V13sus4–Imaj9',
    about: 'A soft modern dominant that floats home',
    mode: 'major',
    steps: [s('5P', '13sus4'), I('maj9')],
    roles: [0],
  },
  {
    id: 'four-over-five',
    numerals: 'V9sus4–I',
    about: 'The “four over five” dominant of gospel and soft rock',
    mode: 'major',
    steps: [s('5P', '9sus4'), I('major')],
    roles: [0],
  },
]

/** The chord-symbol suffix of a quality: '' for major, 'm7' … */
export function qualitySuffix(quality: Step['quality']): string {
  return findQuality(quality)?.symbol ?? ''
}

const negate = (interval: string) => (interval.startsWith('-') ? interval.slice(1) : `-${interval}`)

function build(template: ProgressionTemplate, role: number, spec: ChordSpec): Progression {
  const step = template.steps[role]
  const tonic = transpose(spec.root.name, negate(step?.interval ?? '1P'))
  const key = practicalKey({ tonic, mode: template.mode })
  const chords = template.steps.map(({ interval, quality }) => {
    const root = transpose(key.tonic, interval)
    return { root, quality, symbol: `${root}${qualitySuffix(quality)}` }
  })
  return { template, key, chords, role }
}

/** The common progressions the chord plays a part in, in the key where it plays that part. */
export function progressionsFor(spec: ChordSpec): Progression[] {
  return PROGRESSION_TEMPLATES.flatMap((template) =>
    template.roles
      .filter((role) => template.steps[role]?.quality === spec.quality.id)
      .map((role) => build(template, role, spec)),
  )
}

// In a module of its own, so chord pages link to the editor without the progression tables.
export { progressionParam } from './progression-param'
