import { type ChordSpec, getQuality, type QualityId, ROOTS } from './chord-catalog'
import { chordFacts } from './chord-theory'
import { inversions, rootPosition } from './voicing'

/** The kinds each level adds: the ear learns the brightest contrasts first. */
const LEVEL_KINDS: readonly (readonly QualityId[])[] = [
  ['major', 'minor'],
  ['dim', 'aug'],
  ['sus2', 'sus4'],
  ['7', 'maj7', 'm7'],
  ['m7b5', 'dim7', '6', 'm6'],
  ['9', 'maj9', 'm9', 'add9'],
]
export const TOP_LEVEL = LEVEL_KINDS.length
/** Right answers in a row that open the next level. */
export const LEVEL_UP_STREAK = 5
/** Chords in one round of the quiz. */
export const ROUND_LENGTH = 5

/** The kinds a learner at this level chooses from, with the page's own kind when there is one. */
export function quizKinds(level: number, include?: QualityId): QualityId[] {
  const kinds = LEVEL_KINDS.slice(0, Math.min(Math.max(level, 1), TOP_LEVEL)).flat()
  return include && !kinds.includes(include) ? [...kinds, include] : kinds
}

export type QuizQuestion = {
  spec: ChordSpec
  /** 0 for root position, 1 for first inversion … */
  inversion: number
  /** What is played, MIDI notes from low to high. */
  notes: number[]
  /** The kinds offered as answers. */
  choices: QualityId[]
}

type QuestionOptions = {
  level: number
  /** Play the chord in any inversion, not only in root position. */
  inversions: boolean
  /** A chord page's quiz: its root every time, its kind among the choices and asked often. */
  page?: ChordSpec
  /** The question before, never asked twice in a row. */
  previous?: QuizQuestion
  random?: () => number
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] ?? (items[0] as T)

/** A chord to name: a root and a kind from the learner's level, voiced as it will be played. */
export function quizQuestion(options: QuestionOptions): QuizQuestion {
  const { level, page, previous, random = Math.random } = options
  const choices = quizKinds(level, page?.quality.id)
  for (;;) {
    // On a chord page its own kind comes up about one time in three.
    const kind = page && random() < 1 / 3 ? page.quality.id : pick(choices, random)
    const spec = { root: page?.root ?? pick(ROOTS, random), quality: getQuality(kind) }
    const facts = chordFacts(spec)
    const voicings = options.inversions ? [rootPosition(facts), ...inversions(facts)] : []
    const voicing = voicings.length ? pick(voicings, random) : rootPosition(facts)
    const question = {
      spec,
      inversion: voicing.inversion,
      notes: voicing.notes.map((note) => note.midi),
      choices,
    }
    const same =
      previous &&
      previous.spec.root.name === spec.root.name &&
      previous.spec.quality.id === kind &&
      previous.inversion === question.inversion
    if (!same) return question
  }
}

/** A learner's record on this device. */
export type QuizScore = {
  level: number
  right: number
  asked: number
  /** Right answers in a row, now and at best. */
  streak: number
  best: number
}

export const NEW_SCORE: QuizScore = { level: 1, right: 0, asked: 0, streak: 0, best: 0 }

/** The score after one more answer: a run of LEVEL_UP_STREAK right opens the next level. */
export function scoreAnswer(score: QuizScore, right: boolean): QuizScore {
  const streak = right ? score.streak + 1 : 0
  const levelUp = streak >= LEVEL_UP_STREAK && score.level < TOP_LEVEL
  return {
    level: levelUp ? score.level + 1 : score.level,
    right: score.right + (right ? 1 : 0),
    asked: score.asked + 1,
    streak: levelUp ? 0 : streak,
    best: Math.max(score.best, streak),
  }
}

/** A stored score, if it is one (storage can hold anything). */
export function parseScore(stored: string | null): QuizScore {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Record<keyof QuizScore, unknown>> | null
    const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0)
    if (!value || typeof value !== 'object') return NEW_SCORE
    const asked = count(value.asked)
    return {
      level: Math.min(Math.max(count(value.level), 1), TOP_LEVEL),
      right: Math.min(count(value.right), asked),
      asked,
      streak: count(value.streak),
      best: count(value.best),
    }
  } catch {
    return NEW_SCORE
  }
}
