// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildFiguresDir, moveBuildFigures, readManifest } from './vite-manifest.ts'

describe('the build figures', () => {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('leave the published folder once the prerender is done, and are still read from beside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'figures-'))
    made.push(root)
    const dist = join(root, 'dist')
    mkdirSync(join(dist, '.vite'), { recursive: true })
    const manifest = { 'src/main.tsx': { file: 'assets/main-abc.js', isEntry: true } }
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
    writeFileSync(join(dist, '.vite/chunk-modules.json'), '{}')

    moveBuildFigures(dist)

    expect(existsSync(join(dist, '.vite'))).toBe(false)
    expect(buildFiguresDir(dist)).toBe(join(root, 'dist.figures'))
    expect(existsSync(join(root, 'dist.figures/chunk-modules.json'))).toBe(true)
    expect(readManifest(dist)).toEqual(manifest)
  })
})
