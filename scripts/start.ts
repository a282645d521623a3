// `npm start` (built app + functions) and `npm run dev` (Vite in front): the whole product on loopback.
// `-- --sql` shows PocketBase's SQL statements beside the requests.
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts'
import { localConfig, type StackConfig } from './stack/config.ts'
import { type Stack, startBackend } from './stack/stack.ts'
import { onStopRequest } from './stack/stop-request.ts'

const config = localConfig(process.argv.includes('--dev') ? 'dev' : 'preview', {
  sql: process.argv.includes('--sql'),
})

let stack: Stack | undefined
const shutdown = onStopRequest(async () => {
  console.log('\nStopping Songpad…')
  await stack?.stop()
})

console.log(
  config.mode === 'dev'
    ? 'Starting PocketBase, the mail catcher, the functions and Vite…'
    : 'Starting PocketBase and the mail catcher, building the app, starting the functions…',
)
try {
  stack = await startBackend(config)
  await stack.serveApp()
  console.log(banner(stack, config))
} catch (error) {
  // Stopped while starting, the start fails of it: nothing to report.
  if (!shutdown.begun) {
    console.error(`\nSongpad could not start: ${(error as Error).message}`)
    shutdown.now(1)
  }
}

function banner({ urls }: Stack, { adminEmail, adminPassword, mode, sql }: StackConfig) {
  const withSql = mode === 'dev' ? 'npm run dev -- --sql' : 'npm start -- --sql'
  return `
Songpad is running.

  App            ${urls.site}
  Functions      ${urls.app}/api/*
  PocketBase     ${urls.pocketbase}  (admin UI ${urls.pocketbase}/_/ as ${adminEmail} / ${adminPassword})
  Mail catcher   ${urls.mail}  (mail is also printed here)

  Demo accounts (password ${DEMO_PASSWORD}):
${demoUsers.map((user) => `    ${user.email.padEnd(24)} ${user.plan}`).join('\n')}

Requests and errors follow, a line per request${sql ? ', and PocketBase’s SQL' : ` (\`${withSql}\` adds PocketBase’s SQL)`}.
Press Ctrl-C to stop everything.
`
}
