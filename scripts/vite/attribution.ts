import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { PackageCredit, SoundCredit } from '../../src/content/attribution-types.ts'
import { CHORD_DB_ID, CHORD_DB_PACKAGE } from './chord-db.ts'
import { SERVICE_WORKER_PACKAGES } from './offline-app.ts'
import { SALAMANDER, SAMPLE_PACKAGE } from './piano-samples.ts'

const VIRTUAL_ID = 'virtual:attribution'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

type Repository = string | { url?: string; directory?: string }
type LegacyLicense = string | { type?: string }

type Manifest = {
  name?: string
  version?: string
  license?: LegacyLicense
  licenses?: LegacyLicense[]
  homepage?: string
  author?: string | { name?: string }
  repository?: Repository
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest

/** Where Node finds `name` for the package in `fromDir`: its own node_modules, then its parents'. */
export function resolvePackageDir(name: string, fromDir: string, root: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dir === root || dirname(dir) === dir) return undefined
  }
}

/** The SPDX expression of a manifest, also from the old `{ type }` and `licenses: []` forms. */
export function licenseOf(manifest: Manifest): string {
  const name = (license: LegacyLicense | undefined) =>
    typeof license === 'string' ? license : license?.type
  const found = [manifest.license, ...(manifest.licenses ?? [])].map(name).filter(Boolean)
  return found.length ? found.join(' OR ') : 'UNKNOWN'
}

// npm's shorthands ("user/repo", "github:user/repo", "gitlab:…", "bitbucket:…").
const HOSTS: Record<string, string> = {
  github: 'github.com',
  gitlab: 'gitlab.com',
  bitbucket: 'bitbucket.org',
}

/**
 * A repository or homepage address as an https URL a browser opens: git+https://…​.git,
 * git://…, git@host:user/repo.git and the npm shorthands become https://host/user/repo.
 */
export function normalizeUrl(address: string): string | undefined {
  let url = address.trim()
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url)
  if (shorthand) url = `https://${HOSTS[shorthand[1] ?? 'github']}/${shorthand[2]}`
  url = url
    .replace(/^git\+/, '')
    .replace(/^git@([^:/]+):/, 'https://$1/')
    .replace(/^(?:git|ssh|http):\/\/(?:git@)?/, 'https://')
  if (!url.startsWith('https://')) return undefined
  // A clone address (…/repo.git) and its browsable page are one and the same.
  url = url.replace(/\.git(?=$|#)/, '')
  try {
    return new URL(url).href
  } catch {
    return undefined
  }
}

/** The page to credit: the homepage, else the repository (its folder, in a monorepo), else npm's. */
export function linkOf(manifest: Manifest, name: string): string {
  const homepage = manifest.homepage && normalizeUrl(manifest.homepage)
  if (homepage) return homepage
  const repository = manifest.repository
  const address = typeof repository === 'string' ? repository : repository?.url
  const repo = address && normalizeUrl(address)
  if (repo) {
    const directory = typeof repository === 'object' ? repository.directory : undefined
    return directory ? `${repo.replace(/\/$/, '')}/tree/HEAD/${directory}` : repo
  }
  return `https://www.npmjs.com/package/${name}`
}

/**
 * The runtime dependencies of the app at `root`: package.json's "dependencies" and everything
 * they need in turn (their dependencies, installed optional ones and required peers), as installed
 * in node_modules, one entry per name and version, sorted. Optional peers are skipped: they are
 * there only when something else (a dev tool) installed them, like @types/react.
 */
export function runtimePackages(
  root: string,
  names: Iterable<string> = Object.keys(readManifest(root).dependencies ?? {}),
): PackageCredit[] {
  const found = new Map<string, PackageCredit>()
  const visited = new Set<string>()
  const visit = (name: string, fromDir: string, required: boolean) => {
    // Type declarations a package depends on are read by the compiler alone, never shipped.
    if (name.startsWith('@types/')) return
    const dir = resolvePackageDir(name, fromDir, root)
    if (!dir) {
      if (required) throw new Error(`${name} (needed by ${fromDir}) is not installed`)
      return
    }
    if (visited.has(dir)) return
    visited.add(dir)
    const manifest = readManifest(dir)
    const version = manifest.version ?? '0.0.0'
    found.set(`${name}@${version}`, {
      name,
      version,
      license: licenseOf(manifest),
      url: linkOf(manifest, name),
    })
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, true)
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, false)
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      if (!manifest.peerDependenciesMeta?.[dep]?.optional) visit(dep, dir, true)
    }
  }
  for (const name of names) visit(name, root, true)
  return [...found.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en') ||
      a.version.localeCompare(b.version, 'en', { numeric: true }),
  )
}

// Licences under which a closed web app may ship a package's code to every browser, crediting it
// on /attribution. Copyleft ones (GPL, LGPL, AGPL, MPL…) would oblige us to publish our source or
// ship theirs separately, so a package under one fails the build until someone decides.
const SHIPPABLE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'Unlicense',
  'Zlib',
])

/** Whether an SPDX expression allows shipping: one of its OR choices is all shippable licences. */
export function isShippable(license: string): boolean {
  return license
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/i)
    .some((choice) =>
      choice
        .trim()
        .split(/\s+AND\s+/i)
        .every((part) => SHIPPABLE.has(part.trim())),
    )
}

/** Throws, naming them, when a runtime package is under a licence the app cannot ship. */
export function assertShippable(packages: PackageCredit[]): PackageCredit[] {
  const refused = packages.filter((p) => !isShippable(p.license))
  if (refused.length) {
    const names = refused.map((p) => `${p.name}@${p.version} (${p.license})`).join(', ')
    throw new Error(`Runtime package(s) under a licence the app cannot ship: ${names}`)
  }
  return packages
}

/** The piano's samples: the recording's credit, and the package that converted them to MP3. */
export function pianoSampleCredit(root: string): SoundCredit {
  const dir = resolvePackageDir(SAMPLE_PACKAGE, root, root)
  if (!dir) throw new Error(`${SAMPLE_PACKAGE} is not installed`)
  const manifest = readManifest(dir)
  const via = {
    name: SAMPLE_PACKAGE,
    version: manifest.version ?? '0.0.0',
    license: licenseOf(manifest),
    url: linkOf(manifest, SAMPLE_PACKAGE),
  }
  // "Name <mail> (url)" or { name }: the name alone.
  const author = typeof manifest.author === 'object' ? manifest.author.name : manifest.author
  const converter = author?.replace(/\s*[<(].*$/, '').trim()
  return {
    ...SALAMANDER,
    changes: `Converted to MP3${converter ? ` by ${converter}` : ''}: velocity layer 8 of 16, one note every three semitones from A0 to C8. Songpad plays these files unchanged.`,
    via,
  }
}

// Bare specifiers of JS imports (not `import type`) and of the stylesheets' @import and @plugin.
const JS_IMPORT =
  /(?:^|[\s;])(?:import(?!\s+type\s)[^'"]*?from\s*|import\s*\(\s*|export[^'"]*?from\s*|import\s+)['"]([^'"]+)['"]/g
const CSS_IMPORT = /@(?:import|plugin)\s+['"]([^'"]+)['"]/g

// Modules made at build time from a package's files: the browser receives that package's data.
const VIRTUAL_PACKAGES: Record<string, string> = { [CHORD_DB_ID]: CHORD_DB_PACKAGE }

/** The package a bare specifier names ("@scope/name/sub" -> "@scope/name"); undefined for a path or alias. */
export function packageOf(specifier: string): string | undefined {
  if (VIRTUAL_PACKAGES[specifier]) return VIRTUAL_PACKAGES[specifier]
  if (/^(?:\.|\/|@\/|virtual:|node:|data:)/.test(specifier) || specifier.startsWith('#'))
    return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

const CODE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/**
 * The packages the browser can receive: those imported by the modules the app's entry reaches
 * (following its own imports, `@/` and relative, static and lazy; type-only ones aside), and the
 * packages its stylesheets take CSS from. Packages only tests, tools or the functions use are not
 * among them.
 */
export function browserImports(
  root: string,
  entry = 'src/main.tsx',
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const resolveLocal = (specifier: string, fromFile: string) => {
    const base = specifier.startsWith('@/')
      ? resolve(root, 'src', specifier.slice(2))
      : resolve(dirname(fromFile), specifier)
    return CODE_EXTENSIONS.map((ext) => base + ext).find(
      (file) => existsSync(file) && statSync(file).isFile(),
    )
  }
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const isCss = file.endsWith('.css')
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(isCss ? CSS_IMPORT : JS_IMPORT)) {
      const specifier = match[1] ?? ''
      const name = packageOf(specifier)
      if (name) (isCss ? css : js).add(name)
      else if (!isCss && /^(?:\.|@\/)/.test(specifier)) {
        const local = resolveLocal(specifier, file)
        if (local && /\.(?:tsx?|css)$/.test(local)) visit(local)
      }
    }
  }
  visit(resolve(root, entry))
  return { js, css }
}

/**
 * The credits for what ships to the browser: the packages the app's code imports with everything
 * they need in turn, the Workbox code in the service worker, and the packages its stylesheets take
 * CSS from (their CSS alone ships).
 */
export function shippedPackages(
  root: string,
  workerPackages: readonly string[] = SERVICE_WORKER_PACKAGES,
): PackageCredit[] {
  const { js, css } = browserImports(root)
  const scripts = runtimePackages(root, [...js, ...workerPackages])
  const styles = [...css]
    .filter((name) => !js.has(name))
    .flatMap((name) => runtimePackages(root, [name]).filter((p) => p.name === name))
  return [...scripts, ...styles].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en') ||
      a.version.localeCompare(b.version, 'en', { numeric: true }),
  )
}

type BundledChunk = { type: 'chunk'; modules: Record<string, { renderedLength: number }> }

/**
 * The packages whose code a built bundle holds: those with a module that kept some code after
 * tree-shaking (a package that only re-exports another, like an umbrella package, holds none).
 */
export function bundledPackages(
  bundle: Record<string, BundledChunk | { type: 'asset' }>,
): Set<string> {
  const names = new Set<string>()
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    for (const [id, module] of Object.entries(output.modules)) {
      const at = id.lastIndexOf('/node_modules/')
      if (module.renderedLength === 0 || at < 0) continue
      // The last node_modules in the path: a package nested inside another is itself.
      const name = packageOf(id.slice(at + '/node_modules/'.length))
      if (name) names.add(name)
    }
  }
  return names
}

/** The packages a bundle ships that the credits do not name. */
export function uncredited(credits: PackageCredit[], bundled: Iterable<string>): string[] {
  const named = new Set(credits.map((credit) => credit.name))
  return [...bundled].filter((name) => !named.has(name)).sort()
}

/**
 * `virtual:attribution`: the credits of the /attribution page, made at build time from what is
 * installed. The browser build checks them against the code it bundled, and fails when any of
 * that code is not credited.
 */
export function attribution(root: string): Plugin {
  let credits: PackageCredit[] | undefined
  return {
    name: 'songpad:attribution',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      this.addWatchFile(resolve(root, 'package.json'))
      credits = assertShippable(shippedPackages(root))
      return [
        `export const packages = ${JSON.stringify(credits)}`,
        `export const sounds = ${JSON.stringify([pianoSampleCredit(root)])}`,
        '',
      ].join('\n')
    },
    generateBundle(_options, bundle) {
      if (!credits || this.environment?.config.build.ssr) return
      const missing = uncredited(credits, bundledPackages(bundle as never))
      if (missing.length)
        this.error(
          `The bundle ships code of packages /attribution does not credit: ${missing.join(', ')}`,
        )
    },
  }
}
