import { type FormEvent, useEffect, useRef, useState } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { type ChordSpec, getQuality, type QualityId } from '@/music/chord-catalog'
import {
  NEW_SCORE,
  parseScore,
  type QuizQuestion,
  type QuizScore,
  quizQuestion,
  ROUND_LENGTH,
  scoreAnswer,
} from '@/music/ear-quiz'
import { displayNote, displaySymbol } from '@/music/note-names'
import { inversionLabel } from '@/music/voicing'
import { useChordPlayer } from '../hooks/use-chord-player'

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// Private browsing may refuse storage: the quiz then keeps its score for the visit only.
function readStored(storage: Store): QuizScore {
  try {
    return parseScore(storage.getItem(STORAGE_KEYS.earQuiz))
  } catch {
    return NEW_SCORE
  }
}
function store(storage: Store, score: QuizScore) {
  try {
    storage.setItem(STORAGE_KEYS.earQuiz, JSON.stringify(score))
  } catch {}
}

/** "minor seventh (m7)": the kind in words, with its symbol where it has one. */
function kindName(id: QualityId): string {
  const quality = getQuality(id)
  const symbol = displaySymbol(`C${quality.symbol}`).slice(1)
  return symbol ? `${quality.name} (${symbol})` : quality.name
}

const chordName = ({ root, quality }: ChordSpec) => `${displayNote(root.name)} ${quality.name}`

type EarQuizProps = {
  /** A chord page's chord: the quiz keeps its root and asks its kind often. */
  page?: ChordSpec
  random?: () => number
  storage?: Store
}

type Answer = { picked: QualityId; right: boolean }

/**
 * Hear a chord and name its kind, a round of ROUND_LENGTH at a time. The kinds on offer grow with
 * the learner's level; the score stays on this device.
 */
export function EarQuiz({ page, random = Math.random, storage = localStorage }: EarQuizProps) {
  const [score, setScore] = useState(() => readStored(storage))
  const [withInversions, setWithInversions] = useState(false)
  const ask = (level: number, previous?: QuizQuestion, inversions = withInversions) =>
    quizQuestion({ level, inversions, page, previous, random })
  const [question, setQuestion] = useState(() => ask(score.level))
  const [picked, setPicked] = useState<QualityId | undefined>()
  const [answer, setAnswer] = useState<Answer | undefined>()
  const [round, setRound] = useState({ asked: 0, right: 0 })
  const [levelUp, setLevelUp] = useState(false)
  const { play, status } = useChordPlayer()
  const next = useRef<HTMLButtonElement>(null)
  const roundDone = round.asked >= ROUND_LENGTH

  useEffect(() => {
    if (answer) next.current?.focus()
  }, [answer])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!picked || answer) return
    const right = picked === question.spec.quality.id
    const after = scoreAnswer(score, right)
    setLevelUp(after.level > score.level)
    setScore(after)
    store(storage, after)
    setAnswer({ picked, right })
    setRound((r) => ({ asked: r.asked + 1, right: r.right + (right ? 1 : 0) }))
  }

  const nextChord = () => {
    const following = ask(score.level, question)
    setQuestion(following)
    setPicked(undefined)
    setAnswer(undefined)
    setLevelUp(false)
    if (roundDone) setRound({ asked: 0, right: 0 })
    // The press is the gesture the browser needs before it makes a sound.
    void play(following.notes, 'block')
  }

  const reset = () => {
    setScore(NEW_SCORE)
    store(storage, NEW_SCORE)
    setQuestion(ask(1))
    setPicked(undefined)
    setAnswer(undefined)
    setRound({ asked: 0, right: 0 })
  }

  const asked = question.spec
  const verdict =
    answer &&
    `${answer.right ? 'Right' : `Not quite: you chose ${kindName(answer.picked)}`}. It was ${chordName(asked)}${
      question.inversion > 0 ? `, in ${inversionLabel(question.inversion)}` : ''
    }.${levelUp ? ` On to level ${score.level}: new kinds join the choices.` : ''}`

  return (
    <div className="grid gap-4">
      <p className="text-sm text-base-content/80">
        Chord {Math.min(round.asked + (answer ? 0 : 1), ROUND_LENGTH)} of {ROUND_LENGTH} · level{' '}
        {score.level} · {score.right} right of {score.asked} on this device
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void play(question.notes, 'block')}
        >
          Play the chord
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void play(question.notes, 'arpeggio')}
        >
          Play it note by note
        </button>
        <span role="status" className="self-center text-sm">
          {status === 'loading' ? 'Loading the piano…' : ''}
        </span>
      </div>
      <form onSubmit={submit} className="grid gap-3">
        <fieldset>
          <legend className="mb-2 font-semibold">What kind of chord is it?</legend>
          <div className="flex flex-wrap gap-2">
            {question.choices.map((id) => (
              <label
                key={id}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-field border px-3 ${
                  answer && id === asked.quality.id
                    ? 'border-success bg-success/15'
                    : 'border-base-content/25'
                }`}
              >
                <input
                  type="radio"
                  name="kind"
                  className="radio radio-sm"
                  value={id}
                  checked={picked === id}
                  onChange={() => !answer && setPicked(id)}
                />
                {kindName(id)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          {answer ? (
            <button
              key="next"
              ref={next}
              type="button"
              className="btn btn-primary"
              onClick={nextChord}
            >
              {roundDone ? 'Another round' : 'Next chord'}
            </button>
          ) : (
            <button key="answer" type="submit" className="btn btn-primary" aria-disabled={!picked}>
              Answer
            </button>
          )}
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={withInversions}
              onChange={(event) => setWithInversions(event.target.checked)}
            />
            Play inversions too
          </label>
        </div>
      </form>
      <p
        role="status"
        className={`min-h-12 rounded-box px-4 py-3 font-semibold ${
          !answer
            ? 'bg-base-200'
            : answer.right
              ? 'bg-success text-success-content'
              : 'bg-warning text-warning-content'
        }`}
      >
        {answer
          ? verdict
          : picked
            ? 'Press Answer when you are sure.'
            : 'Play the chord, then choose its kind.'}
        {answer && roundDone && ` Round done: ${round.right} of ${ROUND_LENGTH} right.`}
      </p>
      <button type="button" className="btn btn-ghost btn-sm justify-self-start" onClick={reset}>
        Start again from level 1
      </button>
    </div>
  )
}
