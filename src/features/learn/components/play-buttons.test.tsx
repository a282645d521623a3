import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlayButtons } from './play-buttons'

// Just enough Web Audio for the piano to schedule notes.
class FakeAudioContext {
  static made = 0
  currentTime = 0
  state = 'running'
  destination = {}
  constructor() {
    FakeAudioContext.made += 1
  }
  decodeAudioData = async () => ({})
  createBufferSource = () => ({
    buffer: null,
    playbackRate: { value: 1 },
    connect: () => {},
    start: () => {},
    stop: () => {},
  })
  createGain = () => ({
    gain: { setValueAtTime: () => {}, setTargetAtTime: () => {} },
    connect: () => {},
    disconnect: () => {},
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Play buttons', () => {
  it('fetch the samples on the first press and play', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext)
    const fetchMock = vi.fn(async (_url: string) => new Response(new ArrayBuffer(8)))
    vi.stubGlobal('fetch', fetchMock)
    render(<PlayButtons notes={[60, 64, 67]} name="C" />)
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Play C' }))
    // The first press imports the player's engine, which takes a while on a busy machine.
    expect(await screen.findByText('Playing', {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/samples/piano/C4v8.mp3',
      '/samples/piano/D%234v8.mp3',
      '/samples/piano/F%234v8.mp3',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Play C as an arpeggio' }))
    expect(FakeAudioContext.made).toBe(1)
  })

  it('say so when the sound cannot load', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    )
    // A low note: its sample is not among those the first test loaded (the page shares one piano).
    render(<PlayButtons notes={[30]} name="D" size="compact" />)
    expect(screen.queryByRole('button', { name: /arpeggio/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Play D' }))
    expect(await screen.findByText(/could not play/)).toBeInTheDocument()
  })

  it('say so when the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined)
    // A page of its own: the page's player keeps the context the other tests made.
    vi.resetModules()
    const { PlayButtons: FreshButtons } = await import('./play-buttons')
    render(<FreshButtons notes={[60]} name="C" />)
    await userEvent.click(screen.getByRole('button', { name: 'Play C' }))
    expect(await screen.findByText(/could not play/)).toBeInTheDocument()
  })
})
