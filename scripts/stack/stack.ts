import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SSR_DIR } from '../prerender.ts'
import { seed } from '../seed.ts'
import { functionSecrets, root, type StackConfig, urls } from './config.ts'
import { type Edge, startEdge } from './edge.ts'
import { startMailCatcher } from './mail-catcher.ts'
import { pocketBaseLines, wranglerLines } from './output-lines.ts'
import {
  assertPortFree,
  freePort,
  run,
  runCapturing,
  type Service,
  startService,
  stopAll,
  stopService,
  waitForUrl,
} from './processes.ts'

const bin = (name: string) => resolve(root, 'node_modules/.bin', name)

// Tools that write outside the repo (wrangler, workerd) keep their files in the ignored .data folder.
// The functions read no request.cf, so workerd's fallback serves; its look-up of the real one fails
// offline, with a stack trace.
const toolEnv = () => ({
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  XDG_CONFIG_HOME: resolve(root, '.data/xdg'),
  TMPDIR: mkdirp(resolve(root, '.data/tmp')),
})

// Without a debugger to serve, wrangler's inspector proxy costs the page more than anything it
// serves: it hands every network event of the worker to Node, about 100 ms of CPU per page request
// (Node and workerd together), which competes with the browser on a small machine. wrangler has no
// flag for it; it turns the proxy off inside VS Code's debug terminal, which this variable marks
// (its value is read only with VS Code's bootloader in NODE_OPTIONS). `npm run dev` keeps it.
const noInspector = { VSCODE_INSPECTOR_OPTIONS: '{}' }

function mkdirp(dir: string) {
  mkdirSync(dir, { recursive: true })
  return dir
}

export type Stack = Awaited<ReturnType<typeof startBackend>>

/** Starts the mail catcher and a seeded PocketBase; `serveApp` adds the app and the functions. */
export async function startBackend(config: StackConfig) {
  const u = urls(config)
  const ports: [number, string][] = [
    [config.pbPort, 'PocketBase'],
    [config.smtpPort, 'SMTP'],
    [config.mailPort, 'mail catcher'],
    [config.appPort, 'app and functions'],
  ]
  if (config.mode === 'dev') ports.push([config.vitePort, 'Vite'])
  for (const [port, what] of ports) await assertPortFree(port, what)

  const mail = await startMailCatcher(config.smtpPort, config.mailPort, config.verbose)
  let edge: Edge | undefined
  const stop = async () => {
    await edge?.stop()
    await stopAll()
    await mail.stop()
  }
  let pocketbase: Service
  // The seed's own calls to PocketBase are not worth a line each; until the app is served, the
  // requests that succeed are the seed's.
  let starting = true
  try {
    await preparePocketBase(config)
    pocketbase = await servePocketBase(config, () => starting)
    await seed({
      pbUrl: u.pocketbase,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      siteUrl: u.site,
      smtpPort: config.smtpPort,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    urls: u,
    stop,
    /** Stops and starts PocketBase alone, on its data (e2e: an outage in the middle of an edit). */
    pocketbase: {
      stop: () => stopService(pocketbase),
      start: async () => {
        const { exitCode, signalCode } = pocketbase.child
        if (exitCode === null && signalCode === null) return
        pocketbase = await servePocketBase(config)
      },
    },
    /** Builds and serves the app with the functions (or, in dev mode, runs Vite in front of them). */
    serveApp: async () => {
      if (config.mode === 'dev') {
        await startFunctions(config, config.appPort)
        await startVite(config)
      } else {
        await build(config)
        // As on Pages, an edge serves the static files and passes the rest to the functions.
        const functionsPort = await freePort()
        await startFunctions(config, functionsPort)
        edge = await startEdge({
          distDir: config.distDir,
          port: config.appPort,
          upstreamPort: functionsPort,
        })
      }
      starting = false
    },
  }
}

const pocketBaseDirs = (config: StackConfig) => [
  `--dir=${config.dataDir}`,
  `--migrationsDir=${resolve(root, 'pb_migrations')}`,
  `--hooksDir=${resolve(root, 'pb_hooks')}`,
  // Without this, a change made in the admin UI writes new files into pb_migrations.
  '--automigrate=false',
]

async function preparePocketBase(config: StackConfig) {
  if (config.freshData) rmSync(config.dataDir, { recursive: true, force: true })
  mkdirp(config.dataDir)
  const dirs = pocketBaseDirs(config)
  // Migrations are applied before the admin command, which needs the system tables.
  const migrated = await runCapturing(bin('pocketbase'), ['migrate', 'up', ...dirs])
  if (migrated.code !== 0) throw new Error(`PocketBase migrations failed:\n${migrated.output}`)
  // Creating the admin fails once it exists; then its password is brought in line with the env.
  const admin = [config.adminEmail, config.adminPassword, ...dirs]
  if ((await runCapturing(bin('pocketbase'), ['admin', 'create', ...admin])).code !== 0) {
    const updated = await runCapturing(bin('pocketbase'), ['admin', 'update', ...admin])
    if (updated.code !== 0)
      throw new Error(`Could not create or update the PocketBase admin:\n${updated.output}`)
  }
}

async function servePocketBase(config: StackConfig, quiet = () => false): Promise<Service> {
  const service = startService(
    'pocketbase',
    bin('pocketbase'),
    [
      'serve',
      `--http=127.0.0.1:${config.pbPort}`,
      ...pocketBaseDirs(config),
      // Dev mode prints each request (an error with its causes) and each SQL statement; the
      // statements are left out unless asked for (pocketBaseLines). Where nobody reads the output
      // (tests, the bench) it is not written at all.
      ...(config.verbose ? ['--dev'] : []),
    ],
    { quiet: !config.verbose, lines: () => pocketBaseLines({ sql: config.sql, quiet }) },
  )
  await waitForUrl(`${urls(config).pocketbase}/api/health`, 20_000, service)
  return service
}

// What `npm run build` does, into config.distDir: the client, the server entry, then the prerender
// of the static pages (scripts/prerender.ts) with the server build, which it then removes.
async function build(config: StackConfig) {
  const env = {
    VITE_POCKETBASE_URL: urls(config).pocketbase,
    // Canonical links in prerendered pages; the client builds the same ones, so hydration agrees.
    VITE_SITE_URL: process.env.VITE_SITE_URL || urls(config).site,
  }
  const steps: [string, string[]][] = [
    [bin('vite'), ['build', '--outDir', config.distDir, '--emptyOutDir', '--logLevel', 'warn']],
    [
      bin('vite'),
      [
        'build',
        '--ssr',
        resolve(root, 'src/entry-server.tsx'),
        '--outDir',
        resolve(config.distDir, SSR_DIR),
        '--logLevel',
        'warn',
      ],
    ],
    [bin('tsx'), [resolve(root, 'scripts/prerender.ts'), config.distDir]],
    // Last: the security headers, with this PocketBase in the CSP (scripts/write-headers.ts).
    [bin('tsx'), [resolve(root, 'scripts/write-headers.ts'), config.distDir]],
  ]
  // What the steps report on success (pages prerendered, headers written) is not worth a line; their
  // warnings and errors are on stderr.
  for (const [command, args] of steps) {
    if ((await run(command, args, { env, errorsOnly: true })) !== 0)
      throw new Error('The app did not build')
  }
}

async function startFunctions(config: StackConfig, port: number) {
  // In dev mode Vite serves the app; wrangler serves only the functions, from an empty folder.
  const assets =
    config.mode === 'dev' ? mkdirp(resolve(root, '.data/functions-only')) : config.distDir
  if (config.mode === 'dev')
    writeFileSync(resolve(assets, 'index.html'), '<!doctype html><title>Songpad functions</title>')
  const bindings = {
    POCKETBASE_URL: urls(config).pocketbase,
    PB_ADMIN_EMAIL: config.adminEmail,
    PB_ADMIN_PASSWORD: config.adminPassword,
    ...Object.fromEntries(
      functionSecrets.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
    ),
  }
  const service = startService(
    'functions',
    bin('wrangler'),
    [
      'pages',
      'dev',
      assets,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--log-level',
      config.verbose ? 'info' : 'error',
      ...Object.entries(bindings).flatMap(([key, value]) => ['--binding', `${key}=${value}`]),
    ],
    {
      env: { ...toolEnv(), ...(config.mode === 'dev' ? {} : noInspector) },
      quiet: !config.verbose,
      lines: wranglerLines,
    },
  )
  await waitForUrl(`http://127.0.0.1:${port}`, 60_000, service)
}

async function startVite(config: StackConfig) {
  const service = startService(
    'vite',
    bin('vite'),
    ['--port', String(config.vitePort), '--strictPort'],
    {
      env: { PORT: String(config.appPort), VITE_POCKETBASE_URL: urls(config).pocketbase },
    },
  )
  await waitForUrl(urls(config).vite, 30_000, service)
}
