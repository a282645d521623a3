// A WAV file (RIFF, 16-bit PCM) from rendered samples. Twenty lines of header writing: a library
// for it would be larger than the code and bring nothing we need.

export type Samples = {
  numberOfChannels: number
  sampleRate: number
  length: number
  getChannelData(channel: number): Float32Array
}

const HEADER_BYTES = 44

export function encodeWav(buffer: Samples): Uint8Array {
  const channels = buffer.numberOfChannels
  const frames = buffer.length
  const bytes = new Uint8Array(HEADER_BYTES + frames * channels * 2)
  const view = new DataView(bytes.buffer)
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i))
  }
  text(0, 'RIFF')
  view.setUint32(4, bytes.length - 8, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, channels, true)
  view.setUint32(24, buffer.sampleRate, true)
  view.setUint32(28, buffer.sampleRate * channels * 2, true)
  view.setUint16(32, channels * 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, frames * channels * 2, true)
  const data = Array.from({ length: channels }, (_, c) => buffer.getChannelData(c))
  let at = HEADER_BYTES
  for (let i = 0; i < frames; i += 1) {
    for (const channel of data) {
      // Full scale is clamped, never wrapped round.
      const sample = Math.max(-1, Math.min(1, channel[i] ?? 0))
      view.setInt16(at, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true)
      at += 2
    }
  }
  return bytes
}
