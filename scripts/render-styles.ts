// Renders every style to WAV files for listening and inspection: each style on piano and guitar,
// in 4/4 and 3/4, four bars of C Am F G/B at 100 bpm, the whole band and the drums alone.
// `npx tsx scripts/render-styles.ts` writes them to .data/renders/; STYLES=bossa,swing picks some.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { STYLE_IDS } from '../src/audio/styles/style-ids.ts'
import { openRenderPage, progression } from './bench/render-page.ts'
import { root } from './stack/config.ts'

const out = resolve(root, '.data/renders')
mkdirSync(out, { recursive: true })
const page = await openRenderPage()
try {
  const picked = process.env.STYLES?.split(',')
  for (const style of STYLE_IDS.filter((id) => !picked || picked.includes(id))) {
    for (const instrument of ['piano', 'guitar'] as const) {
      for (const beatsPerBar of [4, 3]) {
        for (const solo of ['band', 'drums'] as const) {
          if (solo === 'drums' && (instrument === 'guitar' || style === 'block')) continue
          const bytes = await page.evaluate(
            async ({ events, style, instrument, beatsPerBar, solo }) => {
              const { renderWav } = (
                globalThis as unknown as { render: typeof import('../src/audio/render.ts') }
              ).render
              const channel = (on: boolean) => ({ volume: 0.8, muted: !on })
              const mix = {
                chords: channel(solo === 'band'),
                bass: channel(solo === 'band'),
                drums: channel(true),
                metronome: channel(false),
              }
              const wav = await renderWav({
                events,
                instrument,
                mix,
                options: { bpm: 100, beatsPerBar, style: style as 'block' },
              })
              return Array.from(wav)
            },
            {
              events: progression(4, beatsPerBar, instrument),
              style,
              instrument,
              beatsPerBar,
              solo,
            },
          )
          const name = `${style}-${instrument}-${beatsPerBar}-${solo}.wav`
          writeFileSync(resolve(out, name), Uint8Array.from(bytes))
          console.log(name)
        }
      }
    }
  }
} finally {
  await page.close()
}
