// The part of autocannon's API the backend benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number }

  export type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }

  export type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    requests?: Request[]
  }

  export type Result = {
    requests: Histogram
    latency: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export default function autocannon(options: Options): Promise<Result> & { stop?: () => void }
}
