import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A stand-in for the lazily loaded engine: the test says when play finishes and which bar is heard.
const fake = vi.hoisted(() => {
  const state = {
    created: 0,
    plays: [] as { events: unknown[]; resolve: () => void }[],
    stops: 0,
    bar: (_bar: number) => {},
    end: () => {},
    // The engine's chunk arrives when this settles.
    arrival: Promise.resolve(),
  }
  return state
})

const engineModule = async () => {
  await fake.arrival
  return {
    createEngine: () => {
      fake.created += 1
      return {
        load: async () => {},
        onBar: (callback: (bar: number) => void) => {
          fake.bar = callback
        },
        onEnd: (callback: () => void) => {
          fake.end = callback
        },
        play: (events: unknown[]) =>
          new Promise<void>((resolve) => fake.plays.push({ events, resolve })),
        stop: () => {
          fake.stops += 1
        },
      }
    },
  }
}

class FakeAudioContext {
  static made: FakeAudioContext[] = []
  state: AudioContextState = 'running'
  resume = vi.fn(async () => {
    this.state = 'running'
  })
  constructor() {
    FakeAudioContext.made.push(this)
  }
}

// The module keeps one engine per page: each test loads it afresh, as a new page would.
async function renderPreview() {
  const { SongPreview } = await import('./song-preview')
  return render(<SongPreview />)
}

const playButton = () => screen.getByRole('button', { name: 'Play' })
const stopButton = () => screen.getByRole('button', { name: 'Stop' })
const status = () => screen.getByRole('status')
const currentBars = () =>
  [...screen.getByRole('region', { name: 'Morning Light' }).querySelectorAll('[data-bar]')]
    .filter((bar) => bar.getAttribute('aria-current') === 'true')
    .map((bar) => bar.textContent)

beforeEach(() => {
  vi.resetModules()
  vi.doMock('@/audio/engine', engineModule)
  vi.stubGlobal('AudioContext', FakeAudioContext)
  Object.assign(fake, { created: 0, plays: [], stops: 0, arrival: Promise.resolve() })
  FakeAudioContext.made = []
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the song preview', () => {
  it('shows the four bars and loads no sound before Play is pressed', async () => {
    await renderPreview()
    // The lead sheet of a real song: chords over the words sung on them.
    expect(screen.getByRole('region', { name: 'Verse' })).toHaveTextContent(
      'VerseCHere comes Amthe morning Flight on the Gwater',
    )
    expect(status()).toHaveTextContent('Press Play to hear it')
    expect(FakeAudioContext.made).toHaveLength(0)
    expect(fake.created).toBe(0)
  })

  it('makes the audio context inside the press, then highlights the bar being heard', async () => {
    await renderPreview()
    act(() => playButton().click())
    // Synchronously, in the click: Safari lets only such a context play.
    expect(FakeAudioContext.made).toHaveLength(1)
    expect(stopButton()).toBeInTheDocument()
    expect(status()).toHaveTextContent('Loading…')

    await vi.waitFor(() => expect(fake.plays).toHaveLength(1))
    expect(fake.plays[0]?.events).toHaveLength(4)
    act(() => fake.plays[0]?.resolve())
    act(() => fake.bar(0))
    expect(currentBars()).toEqual(['CHere comes '])
    expect(status()).toHaveTextContent('Playing')
    act(() => fake.bar(2))
    expect(currentBars()).toEqual(['Flight on the '])

    act(() => fake.end())
    expect(currentBars()).toEqual([])
    expect(playButton()).toBeInTheDocument()
  })

  it('stops at once on Stop, and a late bar from that play lights nothing', async () => {
    await renderPreview()
    await userEvent.click(playButton())
    await vi.waitFor(() => expect(fake.plays).toHaveLength(1))
    act(() => fake.bar(1))
    await userEvent.click(stopButton())
    expect(fake.stops).toBe(1)
    expect(currentBars()).toEqual([])
    act(() => fake.bar(2))
    expect(currentBars()).toEqual([])
    expect(playButton()).toBeInTheDocument()
    // Nor does its play call returning late, or its end, bring it back.
    await act(async () => fake.plays[0]?.resolve())
    act(() => fake.end())
    expect(currentBars()).toEqual([])
    expect(status()).toHaveTextContent('Press Play to hear it')
    expect(playButton()).toBeInTheDocument()
  })

  it('never starts a play that was stopped while the engine loaded', async () => {
    let arrive = () => {}
    fake.arrival = new Promise((resolve) => {
      arrive = resolve
    })
    await renderPreview()
    await userEvent.click(playButton())
    await userEvent.click(stopButton())
    await act(async () => arrive())
    await vi.waitFor(() => expect(fake.created).toBe(1))
    expect(fake.plays).toHaveLength(0)
    expect(status()).toHaveTextContent('Press Play to hear it')
  })

  it('works from the keyboard, reusing one context and one engine', async () => {
    await renderPreview()
    await userEvent.tab()
    expect(playButton()).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(fake.plays).toHaveLength(1))
    await userEvent.keyboard(' ')
    expect(playButton()).toHaveFocus()
    // A context the browser suspended meanwhile is woken inside the next press.
    const context = FakeAudioContext.made[0]
    if (context) context.state = 'suspended'
    await userEvent.keyboard('{Enter}')
    expect(context?.resume).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(fake.plays).toHaveLength(2))
    expect(FakeAudioContext.made).toHaveLength(1)
    expect(fake.created).toBe(1)
  })

  it('stops the music when the page goes away', async () => {
    const { unmount } = await renderPreview()
    await userEvent.click(playButton())
    await vi.waitFor(() => expect(fake.plays).toHaveLength(1))
    unmount()
    expect(fake.stops).toBe(1)
  })

  it('says so when the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined)
    await renderPreview()
    await userEvent.click(playButton())
    expect(status()).toHaveTextContent('No sound here. Try again.')
    expect(playButton()).toBeInTheDocument()
    expect(fake.created).toBe(0)
  })

  it('says so when the browser refuses to make an audio context', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('Too many audio contexts')
        }
      },
    )
    await renderPreview()
    await userEvent.click(playButton())
    expect(status()).toHaveTextContent('No sound here. Try again.')
    expect(playButton()).toBeInTheDocument()
  })

  it('says so when the sound cannot load, and tries again on the next press', async () => {
    fake.arrival = Promise.reject(new Error('The chunk did not load'))
    fake.arrival.catch(() => {})
    await renderPreview()
    await userEvent.click(playButton())
    expect(await screen.findByText('No sound here. Try again.')).toBeInTheDocument()
    expect(playButton()).toBeInTheDocument()
    fake.arrival = Promise.resolve()
    await userEvent.click(playButton())
    await vi.waitFor(() => expect(fake.plays).toHaveLength(1))
  })
})
