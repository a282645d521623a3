// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/audio/karplus-strong'
import { chordOf } from '@/testing/chords'
import { chordFacts } from './chord-theory'
import {
  LEVEL_UP_STREAK,
  NEW_SCORE,
  parseScore,
  quizKinds,
  quizQuestion,
  scoreAnswer,
  TOP_LEVEL,
} from './ear-quiz'

describe('the ear quiz', () => {
  it('offers more kinds as the level rises, and the page’s kind on a chord page', () => {
    expect(quizKinds(1)).toEqual(['major', 'minor'])
    expect(quizKinds(2)).toEqual(['major', 'minor', 'dim', 'aug'])
    expect(quizKinds(TOP_LEVEL + 3)).toHaveLength(quizKinds(TOP_LEVEL).length)
    expect(quizKinds(1, 'm7')).toEqual(['major', 'minor', 'm7'])
    expect(quizKinds(4, 'm7')).toEqual(quizKinds(4))
  })

  it('plays the asked chord’s own notes, in root position unless inversions are on', () => {
    const random = seededRandom(7)
    const inversionsSeen = new Set<number>()
    for (let i = 0; i < 200; i += 1) {
      const question = quizQuestion({ level: 4, inversions: i % 2 === 1, random })
      expect(question.choices).toContain(question.spec.quality.id)
      const pitchClasses = new Set(chordFacts(question.spec).tones.map((t) => t.pitchClass))
      expect(new Set(question.notes.map((n) => n % 12))).toEqual(pitchClasses)
      if (i % 2 === 0) expect(question.inversion).toBe(0)
      else inversionsSeen.add(question.inversion)
      expect(question.notes[0] ? question.notes[0] % 12 : -1).toBe(
        chordFacts(question.spec).tones[question.inversion]?.pitchClass,
      )
    }
    expect([...inversionsSeen].sort()).toEqual([0, 1, 2, 3])
  })

  it('on a chord page keeps its root and asks its kind often, never the same chord twice running', () => {
    const page = chordOf('f-sharp-minor-7')
    const random = seededRandom(3)
    let previous = quizQuestion({ level: 1, inversions: true, page, random })
    let own = 0
    for (let i = 0; i < 300; i += 1) {
      const question = quizQuestion({ level: 1, inversions: true, page, previous, random })
      expect(question.spec.root.name).toBe('F#')
      expect(question.choices).toEqual(['major', 'minor', 'm7'])
      expect([question.spec.quality.id, question.inversion]).not.toEqual([
        previous.spec.quality.id,
        previous.inversion,
      ])
      if (question.spec.quality.id === 'm7') own += 1
      previous = question
    }
    expect(own).toBeGreaterThan(60)
  })

  it('opens the next level after a run of right answers; a wrong one breaks the run', () => {
    let score = NEW_SCORE
    for (let i = 0; i < LEVEL_UP_STREAK - 1; i += 1) score = scoreAnswer(score, true)
    score = scoreAnswer(score, false)
    expect(score).toEqual({ level: 1, right: 4, asked: 5, streak: 0, best: 4 })
    for (let i = 0; i < LEVEL_UP_STREAK; i += 1) score = scoreAnswer(score, true)
    expect(score).toEqual({ level: 2, right: 9, asked: 10, streak: 0, best: 5 })
    let top = { ...NEW_SCORE, level: TOP_LEVEL }
    for (let i = 0; i < LEVEL_UP_STREAK + 2; i += 1) top = scoreAnswer(top, true)
    expect(top.level).toBe(TOP_LEVEL)
    expect(top.streak).toBe(LEVEL_UP_STREAK + 2)
  })

  it('reads back a stored score, and anything else as a fresh start', () => {
    const score = { level: 3, right: 10, asked: 12, streak: 2, best: 6 }
    expect(parseScore(JSON.stringify(score))).toEqual(score)
    expect(parseScore(null)).toEqual(NEW_SCORE)
    expect(parseScore('not json')).toEqual(NEW_SCORE)
    expect(parseScore('[1,2]')).toMatchObject({ level: 1, asked: 0 })
    expect(parseScore('{"level":99,"right":50,"asked":3,"streak":-1}')).toEqual({
      level: TOP_LEVEL,
      right: 3,
      asked: 3,
      streak: 0,
      best: 0,
    })
  })
})
