import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { trackDynamicImports } from './build-figures.ts'

type Transform = (code: string, id: string) => { code: string } | undefined

const transform = (code: string, id: string) =>
  (trackDynamicImports('/repo').transform as unknown as Transform).call(
    { parse: parseAst },
    code,
    id,
  )

describe('trackDynamicImports', () => {
  it('reports every dynamic import and names the module, after non-ASCII text too', () => {
    const code = 'const note = "B♭…"\nexport const load = () => import("./page.js")'
    const out = transform(code, '/repo/src/app/routes/page.tsx')?.code
    expect(out).toContain(
      'export const load = () => (globalThis.__songpadTrackImport ?? ((p) => p))(import("./page.js"))',
    )
    expect(out).toContain('export const __songpadModuleId = "src/app/routes/page.tsx"')
  })

  it('leaves code outside src/ alone', () => {
    expect(transform('import("x")', '/repo/node_modules/x/index.js')).toBeUndefined()
  })

  it('writes code that still parses, several imports in one module', () => {
    const out =
      transform(
        'export const a = () => import("./a.js")\nexport const b = import("./b.js")',
        '/repo/src/a.ts',
      )?.code ?? ''
    expect(() => parseAst(out)).not.toThrow()
    expect(out.match(/__songpadTrackImport/g)).toHaveLength(2)
  })
})
