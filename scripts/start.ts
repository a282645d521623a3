// `npm start` (built app + functions) and `npm run dev` (Vite in front): the whole product on loopback.
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts'
import { localConfig } from './stack/config.ts'
import { type Stack, startBackend } from './stack/stack.ts'

const config = localConfig(process.argv.includes('--dev') ? 'dev' : 'preview')

let stopping = false
let stack: Stack | undefined

async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  console.log('\nStopping Songpad…')
  await stack?.stop()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  stack = await startBackend(config)
  await stack.serveApp()
} catch (error) {
  console.error(`\nSongpad could not start: ${(error as Error).message}`)
  await shutdown(1)
}

if (stack) {
  const { urls } = stack
  console.log(`
Songpad is running.

  App            ${urls.site}
  Functions      ${urls.app}/api/*
  PocketBase     ${urls.pocketbase}  (admin UI ${urls.pocketbase}/_/ as ${config.adminEmail} / ${config.adminPassword})
  Mail catcher   ${urls.mail}  (mail is also printed here)

  Demo accounts (password ${DEMO_PASSWORD}):
${demoUsers.map((user) => `    ${user.email.padEnd(24)} ${user.plan}`).join('\n')}

Press Ctrl-C to stop everything.
`)
}
