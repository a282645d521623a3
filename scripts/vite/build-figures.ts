// Build plugins for the prerender (scripts/prerender.ts) and the budgets (scripts/budgets.ts).
import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** The global the server build reports its dynamic imports to (set by src/entry-server.tsx). */
export const TRACK_IMPORT = '__songpadTrackImport'
/** The export naming a module's source file in the server build. */
export const MODULE_ID = '__songpadModuleId'

type Node = { type?: string; start: number; end: number }

function importExpressions(program: unknown): Node[] {
  const found: Node[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      if ((value as Node).type === 'ImportExpression') found.push(value as Node)
      for (const child of Object.values(value)) visit(child)
    }
  }
  visit(program)
  return found
}

/**
 * Server build only: every source module names itself, and every dynamic import reports the module
 * it loaded. So the prerender knows which chunks a page loads before it hydrates (route modules,
 * article bodies…) and can preload them; Vite's client manifest then names their files.
 */
export function trackDynamicImports(root: string): Plugin {
  return {
    name: 'songpad:track-dynamic-imports',
    apply: 'build',
    // After the other transforms: the code is plain JS by then (TSX, markdown articles).
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      const file = relative(root, id.split('?')[0] ?? id)
      if (!file.startsWith('src/') || !/\.(tsx?|jsx?|md)$/.test(file)) return
      let out = code
      // From the end, so earlier offsets stay valid.
      for (const node of importExpressions(this.parse(code)).sort((a, b) => b.start - a.start)) {
        const call = out.slice(node.start, node.end)
        out = `${out.slice(0, node.start)}(globalThis.${TRACK_IMPORT} ?? ((p) => p))(${call})${out.slice(node.end)}`
      }
      return { code: `${out}\nexport const ${MODULE_ID} = ${JSON.stringify(file)}\n`, map: null }
    },
  }
}

/**
 * Client build: the source modules inside each chunk (.vite/chunk-modules.json), so the budgets can
 * prove that first pages load no editor or audio code; the manifest names only a chunk's entry.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'songpad:chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const modules = Object.fromEntries(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk'
            ? [[chunk.fileName, chunk.moduleIds.map((id) => relative(root, id))]]
            : [],
        ),
      )
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(modules, null, 2)}\n`,
      })
    },
  }
}
