// Reading Vite's build manifest (dist/.vite/manifest.json): which files a chunk needs.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

const VITE_DIR = '.vite'

/**
 * Where the build's own figures (Vite's manifest, the chunk-module list) go once the prerender has
 * used them: beside the published folder, not in it (dist/ -> dist.figures/), so no visitor can
 * read the build's module map.
 */
export const buildFiguresDir = (distDir: string) => `${resolve(distDir)}.figures`

/** A file of the build's figures, wherever the build has got to. */
export function buildFigure(distDir: string, name: string): string {
  const inDist = resolve(distDir, VITE_DIR, name)
  return existsSync(inDist) ? inDist : resolve(buildFiguresDir(distDir), name)
}

export function moveBuildFigures(distDir: string): void {
  const from = resolve(distDir, VITE_DIR)
  if (!existsSync(from)) return
  rmSync(buildFiguresDir(distDir), { recursive: true, force: true })
  renameSync(from, buildFiguresDir(distDir))
}

export type ManifestChunk = {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Keyed by source path (src/main.tsx) or, for shared chunks, by a generated key (_seo-x.js). */
export type Manifest = Record<string, ManifestChunk>

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(buildFigure(distDir, 'manifest.json'), 'utf8'))
}

/** The manifest keys of the chunks whose output file is one of `files` (paths like /assets/x.js). */
export function keysOfFiles(manifest: Manifest, files: string[]): string[] {
  const wanted = new Set(files.map((file) => file.replace(/^\//, '')))
  return Object.keys(manifest).filter((key) => wanted.has(manifest[key]?.file ?? ''))
}

/**
 * The chunks loaded with `keys` before any of their code runs: themselves and their static imports,
 * transitively (dynamic imports load later, on demand). Keys are returned in load order, once each.
 */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

/** The CSS files the given chunks bring (Vite attaches a chunk's CSS to the chunk). */
export function cssOf(manifest: Manifest, keys: string[]): string[] {
  return [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))]
}
