// `npm test`: every check, in order. Stages that need servers run against a fresh, seeded test stack.
// `npm test -- unit e2e` runs only the named stages.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { root, testConfig, type urls } from './stack/config.ts'
import { type ControlServer, startControlServer } from './stack/control-server.ts'
import { run } from './stack/processes.ts'
import { type Stack, startBackend } from './stack/stack.ts'
import { onStopRequest } from './stack/stop-request.ts'

type Counts = { passed: number; failed: number; skipped: number }
type Stage = {
  name: string
  /** backend: PocketBase and the mail catcher; app: also the built app with the functions. */
  needs?: 'backend' | 'app'
  command: string[]
  env?: (stackUrls: ReturnType<typeof urls>) => NodeJS.ProcessEnv
  report?: string
}

const reports = resolve(
  root,
  `.data/reports${process.env.TEST_STACK_ID ? `-${process.env.TEST_STACK_ID}` : ''}`,
)
const bin = (name: string) => resolve(root, 'node_modules/.bin', name)
const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(reports, `${name}.json`)}`,
]

/** Playwright on one project of playwright.config.ts; E2E_SPECS="e2e/learn.spec.ts e2e/auth.spec.ts" runs only those specs. */
function e2eStage(name: string, project: string): Stage {
  const named = process.env.E2E_SPECS?.split(/\s+/).filter(Boolean) ?? []
  // Each project gets its own of the named specs; a misspelt one reaches chromium and fails there.
  const specs = named.filter(
    (spec) => spec.includes('pocketbase-outage') === (project === 'outage'),
  )
  return {
    name,
    needs: 'app',
    command: [
      bin('playwright'),
      'test',
      `--project=${project}`,
      // Narrowed to specs of the other project only, this one has nothing to run.
      ...(named.length && !specs.length ? ['--pass-with-no-tests', 'e2e/none'] : specs),
    ],
    env: (u) => ({
      BASE_URL: u.app,
      PB_URL: u.pocketbase,
      MAIL_URL: u.mail,
      STACK_CONTROL_URL: control?.url ?? '',
      PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, `${name}.json`),
    }),
    report: `${name}.json`,
  }
}

const stages: Stage[] = [
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json'] },
  { name: 'typecheck-functions', command: [bin('tsc'), '-p', 'functions/tsconfig.json'] },
  { name: 'lint', command: [bin('biome'), 'ci', '--error-on-warnings', '.'] },
  {
    name: 'unit',
    command: [
      bin('vitest'),
      'run',
      '--project',
      'unit',
      '--project',
      'unit-dom',
      ...vitestJson('unit'),
    ],
    report: 'unit.json',
  },
  {
    name: 'pocketbase',
    needs: 'backend',
    command: [bin('vitest'), 'run', '--project', 'pocketbase', ...vitestJson('pocketbase')],
    env: (u) => ({ PB_URL: u.pocketbase, MAIL_URL: u.mail }),
    report: 'pocketbase.json',
  },
  {
    name: 'functions',
    needs: 'backend',
    command: [bin('vitest'), 'run', '-c', 'vitest.functions.config.ts', ...vitestJson('functions')],
    env: (u) => ({ POCKETBASE_URL: u.pocketbase, MAIL_URL: u.mail }),
    report: 'functions.json',
  },
  {
    // The built app must hold no server-side secret (admin password, server-only env, key shapes).
    name: 'secrets',
    needs: 'app',
    command: [bin('tsx'), resolve(root, 'scripts/scan-secrets.ts'), testConfig().distDir],
  },
  e2eStage('e2e', 'chromium'),
  // PocketBase stops and starts in it: after the others, alone.
  e2eStage('outage', 'outage'),
  {
    // The gzip JS and CSS first pages load, against their budgets (scripts/budgets.ts).
    name: 'budgets',
    needs: 'app',
    command: [bin('tsx'), resolve(root, 'scripts/budgets.ts'), testConfig().distDir],
  },
]

const wanted = process.argv.slice(2)
const selected = wanted.length ? stages.filter((s) => wanted.includes(s.name)) : stages
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const config = testConfig()
const results: { name: string; ok: boolean; seconds: number }[] = []
let stack: Stack | undefined
let control: ControlServer | undefined
let appServed = false
let stackError: Error | undefined

// Stopped by Ctrl-C, a time-out or a process manager: the servers and runners it started go with
// it, even those of a stack still starting, and no further stage starts.
onStopRequest(async () => {
  await stack?.stop()
  await control?.close()
})

/** Starts what a stage needs, once; answers whether it is up. */
async function ensure(needs: Stage['needs']): Promise<boolean> {
  if (!needs) return true
  if (stackError) return false
  try {
    if (!stack) {
      console.log('  starting PocketBase and the mail catcher…')
      stack = await startBackend(config)
      control = await startControlServer(stack)
    }
    if (needs === 'app' && !appServed) {
      console.log('  building the app and starting the functions…')
      await stack.serveApp()
      appServed = true
    }
    return true
  } catch (error) {
    stackError = error as Error
    return false
  }
}

for (const stage of selected) {
  const started = Date.now()
  console.log(`\n▶ ${stage.name}`)
  if (!(await ensure(stage.needs))) {
    console.error(`  not run: the test stack did not start: ${stackError?.message}`)
    results.push({ name: stage.name, ok: false, seconds: 0 })
    continue
  }
  const [command, ...args] = stage.command as [string, ...string[]]
  const code = await run(command, args, { env: stack ? stage.env?.(stack.urls) : {} })
  results.push({ name: stage.name, ok: code === 0, seconds: (Date.now() - started) / 1000 })
}
await control?.close()
await stack?.stop()

const totals = selected.reduce<Counts>(
  (sum, stage) => {
    const counts = stage.report ? readCounts(resolve(reports, stage.report)) : undefined
    return counts
      ? {
          passed: sum.passed + counts.passed,
          failed: sum.failed + counts.failed,
          skipped: sum.skipped + counts.skipped,
        }
      : sum
  },
  { passed: 0, failed: 0, skipped: 0 },
)

console.log('\nStage                 Result   Seconds')
for (const r of results) {
  console.log(
    `${r.name.padEnd(22)}${(r.ok ? 'ok' : 'FAILED').padEnd(9)}${r.seconds.toFixed(1).padStart(7)}`,
  )
}
const failedStages = results.filter((r) => !r.ok).length
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed + failedStages} failed, ${totals.skipped} skipped`,
)
process.exit(failedStages ? 1 : 0)

function readCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats) {
    // Playwright's JSON reporter.
    const { expected, unexpected, flaky, skipped } = report.stats
    return { passed: expected + flaky, failed: unexpected, skipped }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
  }
}
