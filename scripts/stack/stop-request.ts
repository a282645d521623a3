// What stops `npm start`, `npm test` and `npm run bench` early: Ctrl-C (SIGINT), SIGTERM (a CI
// time-out, `timeout`, a process manager), SIGHUP (a closed terminal), or the end of the processes
// that launched this one. That last is how a SIGTERM sent to npm arrives: npm passes it to the shell
// running the script, which dies of it without passing it on, and tsx with this process live on.
import { readFileSync } from 'node:fs'
import { closeAll, killAll, refuseNewProcesses } from './processes.ts'

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const
const LAUNCHERS_CHECKED_EVERY_MS = 500
// Past this, whatever has not stopped is killed: a stuck shutdown must not keep the servers.
const STOP_DEADLINE_MS = 15_000

export type Shutdown = {
  /** Stops as a signal would, exiting with `code`. */
  now: (code: number) => void
  /** Whether stopping has begun: what fails from then on is its doing. */
  readonly begun: boolean
}

/**
 * Runs `stop` once, on whichever comes first, then stops every server and command this process
 * started and exits.
 */
export function onStopRequest(stop: () => Promise<void>): Shutdown {
  let begun = false
  const stopWith = (code: number) => {
    if (begun) return
    begun = true
    setTimeout(() => {
      killAll()
      process.exit(code)
    }, STOP_DEADLINE_MS)
    // Nothing starts from here on, even in the middle of a stack's start.
    refuseNewProcesses()
    void stop()
      .catch((error: Error) => console.error(error.message))
      .then(closeAll)
      .finally(() => process.exit(code))
  }
  for (const [signal, code] of Object.entries(EXIT_CODES)) process.on(signal, () => stopWith(code))

  const launchers = launchingProcesses()
  if (launchers.length)
    setInterval(() => {
      if (launchers.some(hasEnded)) stopWith(EXIT_CODES.SIGHUP)
    }, LAUNCHERS_CHECKED_EVERY_MS).unref()
  return {
    now: stopWith,
    get begun() {
      return begun
    },
  }
}

type ProcessEntry = { pid: number; startedAt: string }

/**
 * The parent (tsx) and, while they run an npm script, its ancestors up to npm itself: `npm start`
 * is npm, a shell, tsx, then this process. Empty where there is no /proc to read them from.
 */
function launchingProcesses(): ProcessEntry[] {
  const chain: ProcessEntry[] = []
  let pid = process.ppid
  while (pid > 1) {
    const stat = readStat(pid)
    if (!stat) break
    chain.push({ pid, startedAt: stat.startedAt })
    if (!runsNpmScript(pid)) break
    pid = stat.ppid
  }
  return chain
}

/** Gone, a zombie, or its pid taken by another process since. */
function hasEnded({ pid, startedAt }: ProcessEntry): boolean {
  const stat = readStat(pid)
  return !stat || stat.state === 'Z' || stat.startedAt !== startedAt
}

function readStat(pid: number): { state: string; ppid: number; startedAt: string } | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // "pid (name) state ppid …": the name may hold spaces, so the fields are counted after it; the
  // start time is the 22nd field.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0] ?? '', ppid: Number(fields[1]), startedAt: fields[19] ?? '' }
}

// npm gives the processes of a script this variable; npm itself has it only when a script ran it.
function runsNpmScript(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1')
      .split('\0')
      .some((entry) => entry.startsWith('npm_lifecycle_event='))
  } catch {
    return false
  }
}
