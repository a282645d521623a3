// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { listenToMidi, noteEvent } from './midi-input'

describe('MIDI input', () => {
  it('reads note on and off on any channel; a note on at velocity 0 is an off', () => {
    expect(noteEvent(new Uint8Array([0x90, 60, 90]))).toEqual({ type: 'on', note: 60 })
    expect(noteEvent(new Uint8Array([0x9f, 61, 1]))).toEqual({ type: 'on', note: 61 })
    expect(noteEvent(new Uint8Array([0x93, 62, 0]))).toEqual({ type: 'off', note: 62 })
    expect(noteEvent(new Uint8Array([0x85, 63, 40]))).toEqual({ type: 'off', note: 63 })
  })

  it('ignores everything else: the sustain pedal, clock, short or missing data', () => {
    expect(noteEvent(new Uint8Array([0xb0, 64, 127]))).toBeUndefined()
    expect(noteEvent(new Uint8Array([0xf8]))).toBeUndefined()
    expect(noteEvent(new Uint8Array([0x90, 60]))).toBeUndefined()
    expect(noteEvent(null)).toBeUndefined()
  })

  it('stops hearing every input when told to', () => {
    const input = Object.assign(new EventTarget(), { state: 'connected' })
    const access = Object.assign(new EventTarget(), { inputs: new Map([['a', input]]) })
    const onNote = vi.fn()
    const onInputs = vi.fn()
    const stop = listenToMidi(access as unknown as MIDIAccess, onNote, onInputs)
    const message = () =>
      input.dispatchEvent(
        Object.assign(new Event('midimessage'), { data: new Uint8Array([0x90, 60, 1]) }),
      )
    message()
    expect(onNote).toHaveBeenCalledOnce()
    expect(onInputs).toHaveBeenLastCalledWith(1)
    stop()
    message()
    access.dispatchEvent(new Event('statechange'))
    expect(onNote).toHaveBeenCalledOnce()
    expect(onInputs).toHaveBeenCalledOnce()
  })
})
