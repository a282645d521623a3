// A stand-in for Web Audio that records what is scheduled: every source's start(when), with the
// clock's time at the call, its stops and its gain automation. Tests move the clock themselves.
import { vi } from 'vitest'
import type { EngineAudioContext } from '../types'

export type ParamEvent = [kind: 'set' | 'target' | 'cancel', value: number, at: number]

export type FakeBuffer = {
  /** Set for decoded piano samples: the URL they were fetched from. */
  url?: string
  length: number
  sampleRate: number
  duration: number
  getChannelData: (channel: number) => Float32Array
}

export type FakeGain = { events: ParamEvent[]; output?: unknown; disconnected: boolean }

export type FakeSource = {
  buffer?: FakeBuffer
  playbackRate: number
  /** The time asked for, and the clock when it was asked: a start is late when when < calledAt. */
  when?: number
  calledAt?: number
  stops: number[]
  output?: FakeGain
}

export function fakeAudioContext({ sampleRate = 8000, currentTime = 1 } = {}) {
  const sources: FakeSource[] = []
  const gains: FakeGain[] = []
  const gainNodes = new Map<object, FakeGain>()
  const destination = { name: 'speakers' }
  const state = { currentTime, state: 'running' as AudioContextState }

  const createBuffer = (_channels: number, length: number, rate: number): FakeBuffer => {
    const data = new Float32Array(length)
    return { length, sampleRate: rate, duration: length / rate, getChannelData: () => data }
  }

  const context = {
    get currentTime() {
      return state.currentTime
    },
    get state() {
      return state.state
    },
    sampleRate,
    destination,
    outputLatency: 0,
    createBuffer,
    decodeAudioData: vi.fn(async (data: ArrayBuffer) => ({
      ...createBuffer(1, sampleRate, sampleRate),
      url: new TextDecoder().decode(data),
    })),
    resume: vi.fn(async () => {
      state.state = 'running'
    }),
    close: vi.fn(async () => {
      state.state = 'closed'
    }),
    createGain: () => {
      const record: FakeGain = { events: [], disconnected: false }
      gains.push(record)
      const node = {
        gain: {
          value: 1,
          setValueAtTime: (value: number, at: number) => record.events.push(['set', value, at]),
          setTargetAtTime: (value: number, at: number) => record.events.push(['target', value, at]),
          cancelScheduledValues: (at: number) => record.events.push(['cancel', 0, at]),
        },
        connect: (to: unknown) => {
          record.output = gainNodes.get(to as object) ?? to
        },
        disconnect: () => {
          record.disconnected = true
        },
      }
      gainNodes.set(node, record)
      return node
    },
    createBufferSource: () => {
      const record: FakeSource = { playbackRate: 1, stops: [] }
      sources.push(record)
      return {
        set buffer(value: FakeBuffer) {
          record.buffer = value
        },
        playbackRate: {
          set value(rate: number) {
            record.playbackRate = rate
          },
        },
        connect: (to: object) => {
          record.output = gainNodes.get(to)
        },
        start: (when: number) => {
          record.when = when
          record.calledAt = state.currentTime
        },
        stop: (at?: number) => {
          record.stops.push(at ?? state.currentTime)
        },
      }
    },
  }

  return {
    context: context as unknown as EngineAudioContext,
    sources,
    gains,
    destination,
    get now() {
      return state.currentTime
    },
    set now(time: number) {
      state.currentTime = time
    },
    suspend() {
      state.state = 'suspended'
    },
    resume: context.resume,
    decodeAudioData: context.decodeAudioData,
    setOutputLatency(seconds: number) {
      context.outputLatency = seconds
    },
    /** Lets `ms` pass on both clocks, a millisecond at a time, running the timers due. */
    run(ms: number) {
      for (let i = 0; i < ms; i += 1) {
        state.currentTime += 0.001
        vi.advanceTimersByTime(1)
      }
    },
    /** A blocked main thread: the audio clock runs on for `ms`, no timer fires meanwhile. */
    stall(ms: number) {
      state.currentTime += ms / 1000
    },
  }
}

export type FakeAudio = ReturnType<typeof fakeAudioContext>

/** Serves each piano sample as its URL's bytes, so a decoded buffer knows where it came from. */
export function fakeFetchSample() {
  return vi.fn(async (url: string) => new TextEncoder().encode(url).buffer as ArrayBuffer)
}
