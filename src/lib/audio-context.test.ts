import { afterEach, describe, expect, it, vi } from 'vitest'
import { newAudioContext } from './audio-context'

afterEach(() => {
  vi.unstubAllGlobals()
})

class FakeContext {
  constructor(readonly options: AudioContextOptions) {}
}

describe('newAudioContext', () => {
  it('makes an interactive context', () => {
    vi.stubGlobal('AudioContext', FakeContext)
    expect(newAudioContext()).toEqual(new FakeContext({ latencyHint: 'interactive' }))
  })

  it("uses older Safari's webkitAudioContext", () => {
    vi.stubGlobal('AudioContext', undefined)
    vi.stubGlobal('webkitAudioContext', FakeContext)
    expect(newAudioContext()).toBeInstanceOf(FakeContext)
  })

  it('answers undefined when the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined)
    vi.stubGlobal('webkitAudioContext', undefined)
    expect(newAudioContext()).toBeUndefined()
  })
})
