import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import type { LineFilter } from './output-lines.ts'

export type Service = { name: string; child: ChildProcess }

/** Servers and commands this process started that are still going, each leading its own group. */
const running = new Set<Service>()
/** Set on the way out: nothing new starts, and a command stopped then never reports its end. */
let closing = false

// Each child leads a process group of its own, so that stopping it stops what it spawned too
// (workerd under wrangler or under the functions' vitest).
function spawnInGroup(
  name: string,
  command: string,
  args: string[],
  stdio: StdioOptions,
  env: NodeJS.ProcessEnv = {},
): Service {
  if (closing) throw new Error(`Not starting ${name}: stopping`)
  const child = spawn(command, args, { detached: true, stdio, env: { ...process.env, ...env } })
  const service = { name, child }
  running.add(service)
  child.on('exit', () => running.delete(service))
  // A command that cannot start (not installed) reports it here; unheard, it would end this process.
  child.on('error', (error) => {
    running.delete(service)
    console.error(`${name} did not start: ${error.message}`)
  })
  return service
}

/** Starts a server; its output is shown line by line, prefixed with its name, through `lines`. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; lines?: () => LineFilter } = {},
): Service {
  const service = spawnInGroup(
    name,
    command,
    args,
    ['ignore', options.quiet ? 'ignore' : 'pipe', 'pipe'],
    options.env,
  )
  const show = (stream: Readable | null) => {
    if (!stream) return
    // Each stream keeps its own place in a message that spans lines (a statement, a stack).
    const filter = options.lines?.() ?? ((line: string) => line)
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      const shown = line.trim() ? filter(line) : undefined
      if (shown !== undefined) process.stdout.write(`[${name}] ${shown}\n`)
    })
  }
  show(service.child.stdout)
  show(service.child.stderr)
  return service
}

export function stopService(service: Service): Promise<void> {
  running.delete(service)
  const { child } = service
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      // Whatever the group leader left behind goes too.
      signalGroup(child.pid, 'SIGKILL')
      resolve()
    })
    signalGroup(child.pid, 'SIGTERM')
  })
}

/** Stops every server and running command this process started. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].reverse().map(stopService))
}

/** For the way out: no server or command starts any more. */
export function refuseNewProcesses(): void {
  closing = true
}

/** For the way out: no server or command starts any more, and those running are stopped. */
export function closeAll(): Promise<void> {
  refuseNewProcesses()
  return stopAll()
}

/** The last resort when stopping takes too long: every group is killed at once. */
export function killAll(): void {
  for (const { child } of running) signalGroup(child.pid, 'SIGKILL')
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs a command to completion and resolves with its exit code. Its output goes to the terminal:
 * all of it, or with `errorsOnly` its stderr alone. It reads no input: in a group of its own it may
 * not read the terminal.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; errorsOnly?: boolean } = {},
): Promise<number> {
  const stdio: StdioOptions = ['ignore', options.errorsOnly ? 'ignore' : 'inherit', 'inherit']
  return runToEnd(command, args, stdio, options.env).then(({ code }) => code)
}

/** Runs a command to completion with its output kept, to be shown only if it fails. */
export function runCapturing(
  command: string,
  args: string[],
): Promise<{ code: number; output: string }> {
  return runToEnd(command, args, ['ignore', 'pipe', 'pipe'])
}

function runToEnd(
  command: string,
  args: string[],
  stdio: StdioOptions,
  env?: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  // On the way out a command neither starts nor ends: whatever awaits one waits for the exit
  // instead of going on to its next step.
  if (closing) return new Promise(() => {})
  const { child } = spawnInGroup(command, command, args, stdio, env)
  const chunks: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve) => {
    const output = () => Buffer.concat(chunks).toString()
    child.on('error', (error) => resolve({ code: 127, output: `${output()}${error.message}\n` }))
    // After 'exit', once the output is read to its end.
    child.on('close', (code, signal) => {
      if (closing) return
      resolve({ code: code ?? (signal ? 1 : 0), output: output() })
    })
  })
}

export async function waitForUrl(url: string, timeoutMs: number, service?: Service): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.child.exitCode}`)
    }
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${what}) is in use. Stop whatever uses it or choose another port.`,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}

/** A loopback port nothing listens on now, for a service that only this stack talks to. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No free port')),
      )
    })
  })
}
