import { HttpError } from './http.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export function assertMethod(request: Request, methods: readonly Method[]): void {
  if ((methods as readonly string[]).includes(request.method)) return
  throw new HttpError(405, `Method ${request.method} is not allowed; use ${methods.join(', ')}.`, {
    Allow: methods.join(', '),
  })
}
