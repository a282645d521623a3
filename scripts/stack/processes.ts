import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export type Service = { name: string; child: ChildProcess }

const running = new Set<Service>()
/** Commands run to completion (test runners) that are still going. */
const commands = new Set<ChildProcess>()

/** Starts a command in its own process group, so stopping it also stops what it spawned (workerd). */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Service {
  const child = spawn(command, args, {
    detached: true,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'pipe', 'pipe'],
  })
  const prefix = `[${name}] `
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) process.stdout.write(`${prefix}${line}\n`)
    }
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  const service = { name, child }
  running.add(service)
  child.on('exit', () => running.delete(service))
  return service
}

export function stopService(service: Service): Promise<void> {
  running.delete(service)
  const { child } = service
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve()
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

/** Stops every service and running command this process started. */
export async function stopAll(): Promise<void> {
  for (const child of commands) child.kill('SIGTERM')
  await Promise.all([...running].reverse().map(stopService))
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  quiet = false,
): Promise<number> {
  return new Promise((resolve) => {
    const stdio = quiet ? 'ignore' : 'inherit'
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } })
    commands.add(child)
    child.on('exit', (code, signal) => {
      commands.delete(child)
      resolve(code ?? (signal ? 1 : 0))
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
