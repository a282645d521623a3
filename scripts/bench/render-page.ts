// A Chromium page that can run the app's offline render (src/audio/render.ts): the module bundled
// by Vite into memory, the piano samples served from their npm package, nothing else. No stack is
// needed, so the render benchmark and the style renders run on their own.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { root } from '../stack/config.ts'
import { sampleDir } from '../vite/piano-samples.ts'
import { chromePath } from './chrome.ts'

const ORIGIN = 'http://render.bench'

async function bundleRender(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': resolve(root, 'src') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, 'src/audio/render.ts'), formats: ['es'], fileName: 'render' },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error('Vite did not bundle src/audio/render.ts')
}

export type RenderPage = {
  /** Runs `body` in the page, with `render` the module (renderWav, renderSong…) as an argument. */
  evaluate<T, A>(body: (args: A) => Promise<T>, args: A): Promise<T>
  close(): Promise<void>
}

export async function openRenderPage(): Promise<RenderPage> {
  const code = await bundleRender()
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--mute-audio', '--no-first-run'],
  })
  const page = await browser.newPage()
  const samples = sampleDir(root)
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/render.js') {
      return route.fulfill({ body: code, contentType: 'text/javascript' })
    }
    if (path.startsWith('/samples/piano/')) {
      const file = decodeURIComponent(path.slice('/samples/piano/'.length))
      return route.fulfill({
        body: readFileSync(resolve(samples, file)),
        contentType: 'audio/mpeg',
      })
    }
    return route.fulfill({ body: '<!doctype html><title>render</title>', contentType: 'text/html' })
  })
  // tsx names the functions it compiles with a helper (__name) the page does not have.
  await page.addInitScript('globalThis.__name = (fn) => fn')
  await page.goto(`${ORIGIN}/`)
  await page.evaluate(async () => {
    ;(globalThis as { render?: unknown }).render = await import('/render.js' as string)
  })
  return {
    evaluate: <T, A>(body: (args: A) => Promise<T>, args: A) =>
      page.evaluate(body as (args: unknown) => Promise<T>, args as unknown),
    close: () => browser.close(),
  }
}

export type ChordEvent = {
  bar: number
  beat: number
  beats: number
  midi: number[]
  tones: number[]
  bass: number
}

// C, Am, F, G/B: a bar each, voiced as the app voices them for each instrument.
const PROGRESSION: Record<string, Omit<ChordEvent, 'bar' | 'beat' | 'beats'>[]> = {
  piano: [
    { midi: [48, 60, 64, 67], tones: [0, 4, 7], bass: 0 },
    { midi: [45, 57, 60, 64], tones: [9, 0, 4], bass: 9 },
    { midi: [53, 65, 69, 72], tones: [5, 9, 0], bass: 5 },
    { midi: [47, 55, 59, 62], tones: [7, 11, 2], bass: 11 },
  ],
  guitar: [
    { midi: [48, 52, 55, 60, 64], tones: [0, 4, 7], bass: 0 },
    { midi: [45, 52, 57, 60, 64], tones: [9, 0, 4], bass: 9 },
    { midi: [41, 48, 53, 57, 60, 65], tones: [5, 9, 0], bass: 5 },
    { midi: [47, 50, 55, 59, 67], tones: [7, 11, 2], bass: 11 },
  ],
}

/** A song of `bars` bars cycling C Am F G/B, one chord a bar. */
export function progression(
  bars: number,
  beatsPerBar: number,
  instrument: 'piano' | 'guitar',
): ChordEvent[] {
  const chords = PROGRESSION[instrument] ?? []
  return Array.from({ length: bars }, (_, bar) => ({
    bar,
    beat: bar * beatsPerBar,
    beats: beatsPerBar,
    ...(chords[bar % chords.length] ?? { midi: [], tones: [], bass: 0 }),
  }))
}
