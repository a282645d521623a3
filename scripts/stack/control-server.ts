import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Stack } from './stack.ts'

export type ControlServer = { url: string; close: () => Promise<void> }

/**
 * Lets e2e tests stop and start the test stack's PocketBase (POST /pocketbase/stop, /pocketbase/start),
 * on a free port of 127.0.0.1 for the length of the e2e stage.
 */
export function startControlServer(stack: Stack): Promise<ControlServer> {
  const actions: Record<string, () => Promise<void>> = {
    '/pocketbase/stop': stack.pocketbase.stop,
    '/pocketbase/start': stack.pocketbase.start,
  }
  const server = createServer((request, response) => {
    const action = actions[request.url ?? '']
    if (request.method !== 'POST' || !action) {
      response.writeHead(404).end()
      return
    }
    action().then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    )
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        // An idle keep-alive connection of the e2e tests would hold the close up for seconds.
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
