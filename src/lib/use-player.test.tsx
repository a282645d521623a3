import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The page's one player seen from two components: one context and one engine between them, and
// whoever pressed Play last owns the sound.

const fake = vi.hoisted(() => ({ created: 0, stops: 0, bar: (_bar: number) => {} }))

class FakeAudioContext {
  static made = 0
  state = 'running'
  constructor() {
    FakeAudioContext.made += 1
  }
}

beforeEach(() => {
  vi.resetModules()
  vi.doMock('@/audio/engine', async () => ({
    createEngine: () => {
      fake.created += 1
      return {
        onBar: (callback: (bar: number) => void) => {
          fake.bar = callback
        },
        onEnd: () => {},
        play: async () => {},
        stop: () => {
          fake.stops += 1
        },
      }
    },
  }))
  vi.stubGlobal('AudioContext', FakeAudioContext)
  Object.assign(fake, { created: 0, stops: 0 })
  FakeAudioContext.made = 0
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// Loaded afresh for each test, as a new page would load it.
const hooks = {} as typeof import('./use-player')

function Player({ name }: { name: string }) {
  const player = hooks.usePlayer()
  return (
    <p>
      <button
        type="button"
        onClick={() => void player.start((engine) => engine.play([], { bpm: 60, beatsPerBar: 4 }))}
      >
        Play {name}
      </button>
      <span data-testid={name}>
        {player.status} {player.bar ?? '-'}
      </span>
    </p>
  )
}

async function renderTwo() {
  Object.assign(hooks, await import('./use-player'))
  render(
    <>
      <Player name="a" />
      <Player name="b" />
    </>,
  )
}

describe('usePlayer', () => {
  it('makes one context in the first press and shares one engine', async () => {
    await renderTwo()
    expect(FakeAudioContext.made).toBe(0)
    act(() => screen.getByRole('button', { name: 'Play a' }).click())
    expect(FakeAudioContext.made).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Play b' }))
    await vi.waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('playing'))
    expect(FakeAudioContext.made).toBe(1)
    expect(fake.created).toBe(1)
  })

  it('reports bars to the owner only; the other shows stopped', async () => {
    await renderTwo()
    await userEvent.click(screen.getByRole('button', { name: 'Play a' }))
    await vi.waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('playing'))
    act(() => fake.bar(3))
    expect(screen.getByTestId('a')).toHaveTextContent('playing 3')
    await userEvent.click(screen.getByRole('button', { name: 'Play b' }))
    await vi.waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('playing'))
    act(() => fake.bar(1))
    expect(screen.getByTestId('a')).toHaveTextContent('stopped -')
    expect(screen.getByTestId('b')).toHaveTextContent('playing 1')
  })
})
