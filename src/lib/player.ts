import type { Engine } from '@/audio/engine'
import { newAudioContext } from './audio-context'

// The page's one player: one AudioContext, made inside the first press of any Play (Safari and
// mobile browsers let only a context made or resumed in a user gesture play), and one engine on
// it, whose code loads on that press. The editor, the shared view, the chord pages and the home
// page's example all play through it; whoever pressed Play last owns it.

export type PlayerEvent =
  | { type: 'owner'; owner: symbol | undefined }
  | { type: 'bar'; bar: number }
  | { type: 'end' }

let context: AudioContext | undefined
let engine: Promise<Engine> | undefined
let owner: symbol | undefined
const listeners = new Set<(event: PlayerEvent) => void>()

const emit = (event: PlayerEvent) => {
  for (const listener of listeners) listener(event)
}

/** The scheduling calls and events, for e2e tests: kept only when a test set window.__songpadTest. */
type TestWindow = {
  __songpadTest?: boolean
  __songpadSchedule?: { kind: string; when: number; at: number }[]
  /** The audio clock when Play was last pressed, and the device's output latency, in seconds. */
  __songpadPressed?: { at: number; outputLatency: number }
}

/** The engine, made on first use: call it inside a click, before anything is awaited. */
export function getPlayer(): Promise<Engine> {
  if (context?.state === 'suspended') context.resume().catch(() => {})
  try {
    context ??= newAudioContext()
  } catch (error) {
    // Browsers refuse a context too many, or one the page's settings forbid.
    return Promise.reject(error)
  }
  const made = context
  if (!made) return Promise.reject(new Error('This browser cannot play sound (no Web Audio).'))
  const test = globalThis as TestWindow
  if (test.__songpadTest) {
    test.__songpadPressed = { at: made.currentTime, outputLatency: made.outputLatency ?? 0 }
  }
  engine ??= import('@/audio/engine').then(({ createEngine }) => {
    const created = createEngine(made, {
      onSchedule: test.__songpadTest
        ? (record) => {
            test.__songpadSchedule ??= []
            test.__songpadSchedule.push(record)
          }
        : undefined,
    })
    created.onBar((bar) => emit({ type: 'bar', bar }))
    created.onEnd(() => emit({ type: 'end' }))
    return created
  })
  // A failed load is tried again on the next press.
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

/** Hands the player to a new owner (a hook instance); the others show stopped. */
export function claimPlayer(next: symbol | undefined) {
  owner = next
  emit({ type: 'owner', owner })
}

export const playerOwner = () => owner

export function onPlayerEvent(listener: (event: PlayerEvent) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
