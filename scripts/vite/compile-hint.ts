import type { Plugin } from 'vite'

// V8's explicit compile hint: a file that starts with this comment has all its functions compiled
// eagerly, on a background thread while it streams in, instead of each one on the main thread at
// its first call (https://v8.dev/blog/explicit-compile-hints). Only for the chunks every page runs
// at its start, whose functions nearly all run then: compiling the rest eagerly would be wasted.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export const wantsCompileHint = (chunk: { isEntry: boolean; name: string }) =>
  chunk.isEntry || chunk.name === 'react-dom'

/**
 * Puts the hint first in those chunks (V8 reads it only before any code), after Vite has added
 * its own first line to the entry.
 */
export function compileHints(): Plugin {
  return {
    name: 'songpad:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && wantsCompileHint(chunk))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
