import { createEngine, type EngineAudioContext, type EngineEvent, type PlayOptions } from './engine'
import type { Mix } from './mix'
import { playRange } from './play-range'
import type { Instrument } from './types'
import { encodeWav } from './wav'

// The song rendered to a sound file through the same engine that plays it (same arrangement,
// voices, mixer and gains): an OfflineAudioContext runs faster than real time, with no timer.

export const RENDER_SAMPLE_RATE = 44_100
/** The last notes ring on this long after the last bar line, in seconds. */
export const RENDER_TAIL_S = 2
/** Silence before the first beat, so nothing starts at sample 0, in seconds. */
export const RENDER_LEAD_S = 0.05
/** Seconds rendered between handing over notes (less than the engine's offline window). */
export const RENDER_STEP_S = 1

export type RenderRequest = {
  events: readonly EngineEvent[]
  instrument: Instrument
  mix: Mix
  /** The song's tempo, time signature and style; a render never loops or counts in. */
  options: Omit<PlayOptions, 'loop' | 'ramp' | 'countIn'>
}

type OfflineContext = EngineAudioContext & {
  startRendering(): Promise<AudioBuffer>
  suspend(at: number): Promise<void>
  resume(): Promise<void>
}

export type RenderDeps = {
  /** An OfflineAudioContext (a stand-in in tests). */
  createContext?: (channels: number, frames: number, sampleRate: number) => OfflineContext
  pianoBaseUrl?: string
  fetchSample?: (url: string) => Promise<ArrayBuffer>
}

/** The song's length in seconds as rendered: lead, every bar at the song's tempo, and the tail. */
export function renderSeconds({
  events,
  options,
}: Pick<RenderRequest, 'events' | 'options'>): number {
  const { from, to } = playRange(events, options)
  return RENDER_LEAD_S + ((to - from) * 60) / options.bpm + RENDER_TAIL_S
}

export async function renderSong(
  request: RenderRequest,
  deps: RenderDeps = {},
): Promise<AudioBuffer> {
  const frames = Math.ceil(renderSeconds(request) * RENDER_SAMPLE_RATE)
  const context = (deps.createContext ?? offlineContext)(1, frames, RENDER_SAMPLE_RATE)
  const engine = createEngine(context, {
    pianoBaseUrl: deps.pianoBaseUrl,
    fetchSample: deps.fetchSample,
  })
  engine.setMix(request.mix)
  await engine.load(request.instrument, request.events)
  await engine.prepare(request.events, request.options)
  const { end, step } = engine.scheduleOffline(
    request.events,
    { ...request.options, metronome: request.options.metronome ?? false },
    RENDER_LEAD_S,
  )
  // The render pauses every RENDER_STEP_S while the next notes are handed over.
  step()
  for (let at = RENDER_STEP_S; at < end; at += RENDER_STEP_S) {
    context.suspend(at).then(() => {
      step()
      return context.resume()
    })
  }
  return context.startRendering()
}

/** The song as a 16-bit PCM WAV file. */
export async function renderWav(
  request: RenderRequest,
  deps: RenderDeps = {},
): Promise<Uint8Array> {
  return encodeWav(await renderSong(request, deps))
}

function offlineContext(channels: number, frames: number, sampleRate: number): OfflineContext {
  const scope = globalThis as {
    OfflineAudioContext?: typeof OfflineAudioContext
    webkitOfflineAudioContext?: typeof OfflineAudioContext
  }
  const Context = scope.OfflineAudioContext ?? scope.webkitOfflineAudioContext
  if (!Context) throw new Error('This browser cannot render sound (no Web Audio).')
  return new Context(channels, frames, sampleRate)
}
