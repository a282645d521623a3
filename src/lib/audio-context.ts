// Web Audio outside the lazily loaded engine, so a click handler can make the context at once:
// Safari and mobile browsers let only a context made or resumed inside a user gesture play.

/** A new playback context, or undefined when the browser has no Web Audio. Call it inside a click. */
export function newAudioContext(): AudioContext | undefined {
  // Older Safari names it webkitAudioContext.
  const scope = globalThis as {
    AudioContext?: typeof AudioContext
    webkitAudioContext?: typeof AudioContext
  }
  const Context = scope.AudioContext ?? scope.webkitAudioContext
  return Context && new Context({ latencyHint: 'interactive' })
}
