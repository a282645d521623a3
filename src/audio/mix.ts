// The mixer: a volume and a mute for each part the band plays. The song stores it as it is.

export const MIX_PARTS = ['chords', 'bass', 'drums', 'metronome'] as const
export type MixPart = (typeof MIX_PARTS)[number]

/** volume 0–1 (a gain, not decibels). */
export type Channel = { volume: number; muted: boolean }
export type Mix = Record<MixPart, Channel>

export const DEFAULT_VOLUME = 0.8

export const DEFAULT_MIX: Mix = {
  chords: { volume: DEFAULT_VOLUME, muted: false },
  bass: { volume: DEFAULT_VOLUME, muted: false },
  drums: { volume: DEFAULT_VOLUME, muted: false },
  metronome: { volume: DEFAULT_VOLUME, muted: false },
}

/** The gain a part plays at: 0 when muted. */
export function partGain(channel: Channel): number {
  return channel.muted ? 0 : Math.min(1, Math.max(0, channel.volume))
}

/** Reads a stored mix, keeping every valid channel; undefined problems mean it was all valid. */
export function readMix(value: unknown): { mix: Mix; invalid: MixPart[] } {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const invalid: MixPart[] = []
  const mix = { ...DEFAULT_MIX }
  for (const part of MIX_PARTS) {
    const channel = stored[part]
    if (channel === undefined) continue
    const { volume, muted } = (channel ?? {}) as Record<string, unknown>
    if (
      typeof volume === 'number' &&
      Number.isFinite(volume) &&
      volume >= 0 &&
      volume <= 1 &&
      typeof muted === 'boolean'
    ) {
      mix[part] = { volume, muted }
    } else invalid.push(part)
  }
  return { mix, invalid }
}
