import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seededRandom } from '@/audio/karplus-strong'
import { STORAGE_KEYS } from '@/config/constants'
import { chordOf } from '@/testing/chords'
import { memoryStorage } from '@/testing/memory-storage'
import { played } from '../testing/chord-player-mock'
import { EarQuiz } from './ear-quiz'

vi.mock('../hooks/use-chord-player', () => import('../testing/chord-player-mock'))

beforeEach(() => {
  played.length = 0
})

function storageWith(score?: object) {
  const storage = memoryStorage()
  if (score) storage.setItem(STORAGE_KEYS.earQuiz, JSON.stringify(score))
  return storage
}
const stored = (storage: Storage) => JSON.parse(storage.getItem(STORAGE_KEYS.earQuiz) ?? 'null')

/** The kind of the root-position triad last played: a major third above the root, or a minor. */
const heardKind = () => {
  const [root = 0, third = 0] = played.at(-1) ?? []
  return third - root === 4 ? 'major' : 'minor'
}
const status = () => screen.getAllByRole('status').at(-1)
/** A choice by its kind: "minor" is shown as "minor (m)". */
const choice = (kind: string) => screen.getByRole('radio', { name: new RegExp(`^${kind}( \\(|$)`) })

describe('the ear quiz', () => {
  it('works from the keyboard alone: play, choose, answer, go on, and keep the score', async () => {
    const storage = storageWith()
    render(<EarQuiz random={seededRandom(11)} storage={storage} />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Play the chord' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(played).toHaveLength(1)
    const kind = heardKind()

    await userEvent.tab()
    await userEvent.tab()
    // The first choice takes focus; the arrows move through the kinds and choose.
    expect(choice('major')).toHaveFocus()
    await userEvent.keyboard(kind === 'minor' ? '{ArrowRight}' : ' ')
    expect(choice(kind)).toBeChecked()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Answer' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(status()).toHaveTextContent(/^Right\. It was [A-G][♯♭]? (major|minor)\.$/)
    expect(stored(storage)).toEqual({ level: 1, right: 1, asked: 1, streak: 1, best: 1 })

    // Focus waits on the next chord, which plays at the press.
    expect(screen.getByRole('button', { name: 'Next chord' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(played).toHaveLength(2)
    const wrong = heardKind() === 'major' ? 'minor' : 'major'
    choice(wrong).focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{Enter}')
    expect(status()).toHaveTextContent(
      new RegExp(
        `^Not quite: you chose ${wrong === 'major' ? 'major' : 'minor \\(m\\)'}\\. It was [A-G][♯♭]? ${heardKind()}\\.$`,
      ),
    )
    expect(stored(storage)).toMatchObject({ right: 1, asked: 2, streak: 0 })
  })

  it('ends a round after five chords, and opens the next level after five right in a row', async () => {
    const storage = storageWith({ level: 1, right: 4, asked: 4, streak: 4, best: 4 })
    render(<EarQuiz random={seededRandom(5)} storage={storage} />)
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    for (let chord = 1; chord <= 5; chord += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Play the chord' }))
      // After the level-up, root position triads of four kinds: answer by the notes heard.
      const notes = played.at(-1) ?? []
      const steps = notes
        .slice(1)
        .map((n, i) => n - (notes[i] ?? n))
        .join(',')
      const kind = { '4,3': 'major', '3,4': 'minor', '3,3': 'diminished', '4,4': 'augmented' }[
        steps
      ]
      await userEvent.click(choice(kind ?? ''))
      await userEvent.click(screen.getByRole('button', { name: 'Answer' }))
      if (chord === 1) {
        expect(status()).toHaveTextContent('On to level 2: new kinds join the choices.')
        expect(stored(storage)).toMatchObject({ level: 2, streak: 0, best: 5 })
      }
      if (chord < 5) await userEvent.click(screen.getByRole('button', { name: 'Next chord' }))
      if (chord === 1) expect(screen.getAllByRole('radio')).toHaveLength(4)
    }
    expect(status()).toHaveTextContent('Round done: 5 of 5 right.')
    await userEvent.click(screen.getByRole('button', { name: 'Another round' }))
    expect(screen.getByText(/^Chord 1 of 5/)).toBeInTheDocument()
  })

  it('on a chord page keeps to its root and offers its kind', () => {
    render(
      <EarQuiz
        page={chordOf('f-sharp-minor-7')}
        random={seededRandom(2)}
        storage={storageWith()}
      />,
    )
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'major',
      'minor',
      'm7',
    ])
    expect(screen.getByRole('radio', { name: 'minor seventh (m7)' })).toBeInTheDocument()
  })

  it('starts again from level 1 when asked, and survives storage that refuses', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    render(<EarQuiz random={seededRandom(3)} storage={refusing} />)
    await userEvent.click(screen.getByRole('button', { name: 'Play the chord' }))
    await userEvent.click(choice(heardKind()))
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }))
    expect(screen.getByText(/1 right of 1 on this device/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Start again from level 1' }))
    expect(screen.getByText(/0 right of 0 on this device/)).toBeInTheDocument()
  })
})
