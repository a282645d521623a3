import { relative } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Declares our data and theory modules free of side effects, so a route that imports one export
 * of a feature's index gets only the modules behind that export in its chunk (a barrel otherwise
 * ties every route of the feature to all of the feature's code).
 */
export function pureModules(root: string, folders: string[]): Plugin {
  const pure = (id: string) => folders.some((folder) => relative(root, id).startsWith(`${folder}/`))
  return {
    name: 'songpad:pure-modules',
    apply: 'build',
    transform(code, id) {
      if (!pure(id.split('?')[0] ?? '')) return undefined
      return { code, map: null, moduleSideEffects: false }
    },
  }
}
