// A headless Chromium with a DevTools port for Lighthouse, in its own process group and profile.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { root } from '../stack/config.ts'

export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium'

// The flags our e2e runs use, plus those Lighthouse's own launcher adds for steady timings.
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-client-side-phishing-detection',
  '--disable-hang-monitor',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
  '--use-mock-keychain',
]

export type Chrome = { port: number; stop: () => Promise<void> }

export async function launchChrome(): Promise<Chrome> {
  const profile = resolve(root, '.data/bench-chrome')
  rmSync(profile, { recursive: true, force: true })
  mkdirSync(profile, { recursive: true })
  const child = spawn(
    chromePath(),
    [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, TMPDIR: profile, XDG_CONFIG_HOME: profile },
    },
  )
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.pid === undefined) return done()
      child.once('exit', () => done())
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        done()
      }
    })
  // Chromium announces its DevTools endpoint on stderr; everything else there is noise.
  const port = await new Promise<number>((found, fail) => {
    let seen = ''
    const timer = setTimeout(
      () => fail(new Error(`Chromium did not start: ${seen.slice(-500)}`)),
      20_000,
    )
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const match = seen.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//)
      if (match) {
        clearTimeout(timer)
        found(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`Chromium (${chromePath()}) exited with code ${code}: ${seen.slice(-500)}`))
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { port, stop }
}
