import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'

// tonal 6.5's packages name a "main" (dist/index.js) they do not ship; only dist/index.mjs exists.
// Vite's client build finds it through "module", but Vitest and the server build resolve like
// Node and fail, so every tonal package is aliased to its ES module file.
export function tonalEntries(root: string): Record<string, string> {
  const entry = (dir: string) => resolve(dir, 'dist/index.mjs')
  const scope = resolve(root, 'node_modules/@tonaljs')
  const aliases: Record<string, string> = {}
  if (existsSync(scope)) {
    for (const name of readdirSync(scope)) {
      if (existsSync(entry(resolve(scope, name))))
        aliases[`@tonaljs/${name}`] = entry(resolve(scope, name))
    }
  }
  const tonal = resolve(root, 'node_modules/tonal')
  if (existsSync(entry(tonal))) aliases.tonal = entry(tonal)
  return aliases
}
