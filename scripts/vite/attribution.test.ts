// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  assertShippable,
  bundledPackages,
  isShippable,
  licenseOf,
  linkOf,
  normalizeUrl,
  packageOf,
  pianoSampleCredit,
  runtimePackages,
  shippedPackages,
  uncredited,
} from './attribution.ts'
import { SAMPLE_PACKAGE } from './piano-samples.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A project folder: its package.json, and each `path` (e.g. "node_modules/a") with a manifest. */
function project(packages: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'songpad-attribution-'))
  dirs.push(root)
  for (const [path, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, path), { recursive: true })
    writeFileSync(join(root, path, 'package.json'), JSON.stringify(manifest))
  }
  return root
}

const pkg = (name: string, version: string, more: object = {}) => ({
  name,
  version,
  license: 'MIT',
  ...more,
})

describe('runtimePackages', () => {
  it('lists the direct dependencies and everything they need, sorted, but no dev dependency', () => {
    const root = project({
      '': {
        name: 'app',
        dependencies: { zeta: '^1', '@scope/alpha': '^2' },
        devDependencies: { vitest: '^1' },
      },
      'node_modules/zeta': pkg('zeta', '1.0.0', { dependencies: { mid: '^3' } }),
      'node_modules/@scope/alpha': pkg('@scope/alpha', '2.1.0', { dependencies: { mid: '^3' } }),
      'node_modules/mid': pkg('mid', '3.0.0', { dependencies: { leaf: '*' } }),
      'node_modules/leaf': pkg('leaf', '0.1.0', { license: 'ISC' }),
      'node_modules/vitest': pkg('vitest', '1.0.0', { dependencies: { 'dev-only': '*' } }),
      'node_modules/dev-only': pkg('dev-only', '1.0.0'),
    })
    expect(runtimePackages(root).map((p) => `${p.name}@${p.version} ${p.license}`)).toEqual([
      '@scope/alpha@2.1.0 MIT',
      'leaf@0.1.0 ISC',
      'mid@3.0.0 MIT',
      'zeta@1.0.0 MIT',
    ])
  })

  it('resolves like Node: a nested copy first, so two versions of one package both appear', () => {
    const root = project({
      '': { dependencies: { a: '1', b: '1' } },
      'node_modules/a': pkg('a', '1.0.0', { dependencies: { shared: '^2' } }),
      'node_modules/a/node_modules/shared': pkg('shared', '2.0.0', { dependencies: { b: '1' } }),
      'node_modules/b': pkg('b', '1.0.0', { dependencies: { shared: '^10' } }),
      'node_modules/shared': pkg('shared', '10.0.0'),
    })
    expect(runtimePackages(root).map((p) => `${p.name}@${p.version}`)).toEqual([
      'a@1.0.0',
      'b@1.0.0',
      'shared@2.0.0',
      'shared@10.0.0',
    ])
  })

  it('follows installed optional dependencies and required peers, not optional peers', () => {
    const root = project({
      '': { dependencies: { lib: '1' } },
      'node_modules/lib': pkg('lib', '1.0.0', {
        optionalDependencies: { native: '1', 'not-installed': '1' },
        peerDependencies: { host: '1', '@types/host': '1', 'optional-peer': '1' },
        peerDependenciesMeta: {
          '@types/host': { optional: true },
          'optional-peer': { optional: true },
        },
      }),
      'node_modules/native': pkg('native', '1.0.0'),
      'node_modules/host': pkg('host', '1.0.0'),
      'node_modules/@types/host': pkg('@types/host', '1.0.0'),
    })
    expect(runtimePackages(root).map((p) => p.name)).toEqual(['host', 'lib', 'native'])
  })

  it('survives a dependency cycle', () => {
    const root = project({
      '': { dependencies: { a: '1' } },
      'node_modules/a': pkg('a', '1.0.0', { dependencies: { b: '1' } }),
      'node_modules/b': pkg('b', '1.0.0', { dependencies: { a: '1' } }),
    })
    expect(runtimePackages(root).map((p) => p.name)).toEqual(['a', 'b'])
  })

  it('fails the build when a required package is missing', () => {
    const root = project({
      '': { dependencies: { a: '1' } },
      'node_modules/a': pkg('a', '1.0.0', { dependencies: { gone: '1' } }),
    })
    expect(() => runtimePackages(root)).toThrow(/gone .*is not installed/)
  })

  it('gives every package a link: homepage, else repository, else its npm page', () => {
    const root = project({
      '': { dependencies: { home: '1', repo: '1', mono: '1', bare: '1' } },
      'node_modules/home': pkg('home', '1.0.0', {
        homepage: 'http://home.example/docs',
        repository: 'github:someone/home',
      }),
      'node_modules/repo': pkg('repo', '1.0.0', {
        repository: { type: 'git', url: 'git+https://github.com/someone/repo.git' },
      }),
      'node_modules/mono': pkg('mono', '1.0.0', {
        repository: { url: 'git://github.com/org/monorepo.git', directory: 'packages/mono' },
      }),
      'node_modules/bare': pkg('bare', '1.0.0'),
    })
    expect(Object.fromEntries(runtimePackages(root).map((p) => [p.name, p.url]))).toEqual({
      home: 'https://home.example/docs',
      repo: 'https://github.com/someone/repo',
      mono: 'https://github.com/org/monorepo/tree/HEAD/packages/mono',
      bare: 'https://www.npmjs.com/package/bare',
    })
  })
})

describe('normalizeUrl', () => {
  it.each([
    ['git+https://github.com/a/b.git', 'https://github.com/a/b'],
    ['git://github.com/a/b.git', 'https://github.com/a/b'],
    ['git+ssh://git@github.com/a/b.git', 'https://github.com/a/b'],
    ['git@github.com:a/b.git', 'https://github.com/a/b'],
    ['http://example.com/x', 'https://example.com/x'],
    ['https://github.com/a/b#readme', 'https://github.com/a/b#readme'],
    ['a/b', 'https://github.com/a/b'],
    ['github:a/b', 'https://github.com/a/b'],
    ['gitlab:a/b', 'https://gitlab.com/a/b'],
    ['bitbucket:a/b', 'https://bitbucket.org/a/b'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected)
  })

  it.each(['', 'not a url', 'ftp://example.com/a', 'javascript:alert(1)', 'https://'])(
    'refuses %j',
    (input) => {
      expect(normalizeUrl(input)).toBeUndefined()
    },
  )
})

describe('licenseOf and linkOf', () => {
  it('reads the old licence forms and says UNKNOWN when there is none', () => {
    expect(licenseOf({ license: '(MIT OR Apache-2.0)' })).toBe('(MIT OR Apache-2.0)')
    expect(licenseOf({ license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause')
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] })).toBe('MIT OR GPL-2.0')
    expect(licenseOf({})).toBe('UNKNOWN')
  })

  it('skips a homepage that is no web address', () => {
    expect(linkOf({ homepage: 'none', repository: 'x/y' }, 'p')).toBe('https://github.com/x/y')
  })
})

describe('isShippable and assertShippable', () => {
  it('allows permissive licences and a choice that includes one, not copyleft or unknown', () => {
    for (const license of [
      'MIT',
      'ISC',
      '(MIT OR Apache-2.0)',
      'BSD-3-Clause AND MIT',
      'GPL-3.0 OR MIT',
    ])
      expect(isShippable(license), license).toBe(true)
    for (const license of [
      'GPL-2.0-only',
      'AGPL-3.0',
      'LGPL-3.0-or-later',
      'MIT AND GPL-2.0',
      'UNKNOWN',
    ])
      expect(isShippable(license), license).toBe(false)
  })

  it('fails the build naming each package it cannot ship', () => {
    const ok = { name: 'ok', version: '1.0.0', license: 'MIT', url: 'https://x.test' }
    const gpl = { name: 'sheet', version: '15.5.2', license: 'GPL-2.0-only', url: 'https://y.test' }
    expect(assertShippable([ok])).toEqual([ok])
    expect(() => assertShippable([ok, gpl])).toThrow('sheet@15.5.2 (GPL-2.0-only)')
  })

  it('passes for what the app ships today', () => {
    const root = join(import.meta.dirname, '..', '..')
    expect(() => assertShippable(runtimePackages(root))).not.toThrow()
  })
})

describe('pianoSampleCredit', () => {
  it('credits the recording under CC BY 3.0 and the package that converted it', () => {
    const root = project({
      [`node_modules/${SAMPLE_PACKAGE}`]: pkg(SAMPLE_PACKAGE, '1.0.5', {
        author: 'Jan Forst <jan@example.com> (https://example.com)',
        homepage: 'https://github.com/darosh/samples-piano-mp3',
      }),
    })
    expect(pianoSampleCredit(root)).toMatchObject({
      title: 'Salamander Grand Piano V3',
      author: 'Alexander Holm',
      license: 'CC BY 3.0',
      licenseUrl: 'https://creativecommons.org/licenses/by/3.0/',
      source: 'https://archive.org/details/SalamanderGrandPianoV3',
      changes: expect.stringMatching(/^Converted to MP3 by Jan Forst:/),
      via: {
        name: SAMPLE_PACKAGE,
        version: '1.0.5',
        license: 'MIT',
        url: 'https://github.com/darosh/samples-piano-mp3',
      },
    })
  })
})

/** Writes source files into a project made by `project`. */
function sources(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

describe('packageOf', () => {
  it('names the package of a bare specifier, and none for a path, an alias or a built-in', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom')
    expect(packageOf('@tonaljs/note')).toBe('@tonaljs/note')
    expect(packageOf('@scope/name/sub/path')).toBe('@scope/name')
    for (const local of ['./x', '../y', '@/lib/z', 'virtual:attribution', 'node:fs'])
      expect(packageOf(local)).toBeUndefined()
  })

  it('names the package a build-time module is made from', () => {
    expect(packageOf('virtual:chord-db')).toBe('@tombatossals/chords-db')
  })
})

describe('shippedPackages', () => {
  it('credits what the entry reaches and the stylesheets’ CSS, not what only tests, tools or functions use', () => {
    const root = project({
      '': { name: 'app', dependencies: { shipped: '^1', lazy: '^1', payments: '^1' } },
      'node_modules/shipped': pkg('shipped', '1.0.0', { dependencies: { inner: '*' } }),
      'node_modules/inner': pkg('inner', '1.0.0'),
      'node_modules/lazy': pkg('lazy', '1.0.0'),
      'node_modules/payments': pkg('payments', '1.0.0'),
      'node_modules/styles': pkg('styles', '2.0.0', { dependencies: { 'build-tool': '*' } }),
      'node_modules/build-tool': pkg('build-tool', '1.0.0'),
      'node_modules/testkit': pkg('testkit', '1.0.0'),
      'node_modules/typesonly': pkg('typesonly', '1.0.0'),
      'node_modules/worker-lib': pkg('worker-lib', '1.0.0', { dependencies: { '@types/x': '*' } }),
    })
    sources(root, {
      'src/main.tsx': [
        "import './index.css'",
        "import { a } from '@/lib/a'",
        "import type { T } from 'typesonly'",
        "const later = () => import('./later')",
      ].join('\n'),
      'src/lib/a.ts': "import x from 'shipped/sub'\nexport const a = x",
      'src/later/index.tsx': "export { y } from 'lazy'",
      'src/index.css': '@import "styles";',
      'src/lib/a.test.ts': "import 'testkit'",
      'src/unreached.ts': "import 'payments'",
      'functions/api/pay.ts': "import 'payments'",
    })
    expect(shippedPackages(root, ['worker-lib']).map((p) => p.name)).toEqual([
      'inner',
      'lazy',
      'shipped',
      'styles',
      'worker-lib',
    ])
  })
})

describe('bundledPackages and uncredited', () => {
  const chunk = (modules: Record<string, number>) => ({
    type: 'chunk' as const,
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  })

  it('names the packages whose code a bundle kept, nested ones as themselves', () => {
    const bundle = {
      'index.js': chunk({
        '/app/src/main.tsx': 900,
        '/app/node_modules/react/index.js': 400,
        '/app/node_modules/@scope/lib/dist/a.js': 50,
        // An umbrella package that only re-exports: nothing of it ships.
        '/app/node_modules/umbrella/index.js': 0,
      }),
      'lazy.js': chunk({ '/app/node_modules/outer/node_modules/inner/x.js': 20 }),
      'style.css': { type: 'asset' as const },
    }
    expect([...bundledPackages(bundle)].sort()).toEqual(['@scope/lib', 'inner', 'react'])
  })

  it('says which bundled packages the credits leave out', () => {
    const credits = [
      { name: 'react', version: '18.3.1', license: 'MIT', url: 'https://react.dev/' },
    ]
    expect(uncredited(credits, ['react', 'zeta', 'alpha'])).toEqual(['alpha', 'zeta'])
    expect(uncredited(credits, ['react'])).toEqual([])
  })
})
