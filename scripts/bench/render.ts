// How long a 3-minute song takes to render to WAV in Chromium, through the app's own offline
// render: the busiest style on each kind of instrument (sampled piano, synthesised guitar).
import { openRenderPage, progression } from './render-page.ts'

export type RenderFigures = {
  style: string
  instrument: 'piano' | 'guitar'
  /** Length of the song rendered, in seconds. */
  songS: number
  /** Wall-clock time of the render and the WAV encoding, in seconds. */
  renderS: number
  wavBytes: number
}

/** 3 minutes at 120 bpm in 4/4. */
const BPM = 120
const BARS = 90

const CASES = [
  { style: 'rock-eighths', instrument: 'guitar' },
  { style: 'ballad-arpeggio', instrument: 'piano' },
] as const

export async function benchRender(): Promise<RenderFigures[]> {
  const page = await openRenderPage()
  try {
    const figures: RenderFigures[] = []
    for (const { style, instrument } of CASES) {
      const events = progression(BARS, 4, instrument)
      const measured = await page.evaluate(
        async ({ events, style, instrument, bpm }) => {
          const { renderWav } = (
            globalThis as unknown as { render: typeof import('../../src/audio/render.ts') }
          ).render
          const mix = Object.fromEntries(
            ['chords', 'bass', 'drums', 'metronome'].map((part) => [
              part,
              { volume: 0.8, muted: false },
            ]),
          ) as Parameters<typeof renderWav>[0]['mix']
          const started = performance.now()
          const wav = await renderWav({
            events,
            instrument,
            mix,
            options: { bpm, beatsPerBar: 4, style: style as 'rock-eighths' },
          })
          return { renderS: (performance.now() - started) / 1000, wavBytes: wav.length }
        },
        { events, style, instrument, bpm: BPM },
      )
      figures.push({ style, instrument, songS: (BARS * 4 * 60) / BPM, ...measured })
    }
    return figures
  } finally {
    await page.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await benchRender()) {
    console.log(
      `${figure.style} on ${figure.instrument}: ${figure.songS} s of song rendered in ${figure.renderS.toFixed(2)} s (${(figure.wavBytes / 1e6).toFixed(1)} MB)`,
    )
  }
}
