// The local stand-in for Cloudflare's edge in front of `wrangler pages dev`: the files _routes.json
// keeps away from the functions (the hashed assets, the icons) are served straight from the build with
// their _headers rules, as Pages serves them; every other request goes on to wrangler.
//
// Why not let wrangler serve them: even without its inspector proxy (stack.ts) it spends about 20 ms
// of CPU on each, Node and workerd together, against 3.5 ms here. On a two-core machine that competes
// with the browser loading the page, and a phone would never pay it: in production an edge server does.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { headersFor, parseHeadersFile, type RoutesFile, skipsFunctions } from './pages-rules.ts'

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
}
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.txt', '.xml', '.svg'])

// Hop-by-hop headers belong to one connection, not to the response being passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
])

type StaticFile = { body: Buffer; gzipped?: Buffer; etag: string; type: string }

/** The decoded path of a file the build could hold; undefined if `pathname` cannot name one. */
function fileName(pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  // A path that climbs out of its folder never names a file of the build.
  return decoded.split('/').includes('..') || decoded.includes('\0') ? undefined : decoded
}

export type Edge = { stop: () => Promise<void> }

export async function startEdge(options: {
  distDir: string
  port: number
  /** Where wrangler listens. */
  upstreamPort: number
}): Promise<Edge> {
  const { distDir, upstreamPort } = options
  const routes = JSON.parse(readFileSync(resolve(distDir, '_routes.json'), 'utf8')) as RoutesFile
  const rules = parseHeadersFile(readFileSync(resolve(distDir, '_headers'), 'utf8'))
  const files = new Map<string, StaticFile | null>()
  // A fresh connection per request: workerd closes idle ones, and a request sent on a connection it
  // is closing fails ("socket hang up"). On loopback a connection costs next to nothing.
  const agent = new Agent({ keepAlive: false })

  // The build does not change while the stack runs, so each file is read (and compressed) once.
  const staticFile = (pathname: string): StaticFile | null => {
    if (files.has(pathname)) return files.get(pathname) ?? null
    let found: StaticFile | null = null
    const path = resolve(distDir, `.${pathname}`)
    if (path.startsWith(distDir + sep) && statSync(path, { throwIfNoEntry: false })?.isFile()) {
      const body = readFileSync(path)
      const ext = extname(path)
      found = {
        body,
        gzipped: COMPRESSIBLE.has(ext) ? gzipSync(body) : undefined,
        etag: `"${createHash('sha1').update(body).digest('hex')}"`,
        type: TYPES[ext] ?? 'application/octet-stream',
      }
    }
    files.set(pathname, found)
    return found
  }

  const serveStatic = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const file = staticFile(pathname)
    if (!file) return false
    const headers: Record<string, string> = {
      ...headersFor(rules, pathname),
      'content-type': file.type,
      etag: file.etag,
    }
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers).end()
      return true
    }
    let body = file.body
    if (file.gzipped) {
      headers.vary = 'Accept-Encoding'
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = file.gzipped
        headers['content-encoding'] = 'gzip'
      }
    }
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        // The Host header is kept, so the functions see the origin the browser asked for.
        headers: req.headers,
        agent,
      },
      (answer) => {
        const headers: string[] = []
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] ?? ''
          if (!HOP_BY_HOP.has(name.toLowerCase()))
            headers.push(name, answer.rawHeaders[i + 1] ?? '')
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy(error)
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ message: `The functions (wrangler) did not answer: ${error.message}` }),
        )
    })
    req.pipe(upstream)
  }

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://edge')
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const file = isRead ? fileName(pathname) : undefined
    if (file && skipsFunctions(routes, file) && serveStatic(req, res, file)) return
    forward(req, res)
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, '127.0.0.1', () => done())
  })
  return {
    stop: () =>
      new Promise<void>((done) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
