import * as v from 'valibot'
import { HttpError } from './http.ts'

export type BodySchema = v.GenericSchema<Record<string, unknown>>

// With `allowEmpty`, a missing or blank body reads as `{}` (for calls whose body carries nothing).
export async function readJsonObject(
  request: Request,
  allowEmpty = false,
): Promise<Record<string, unknown>> {
  let data: unknown
  try {
    const text = await request.text()
    data = allowEmpty && text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON.')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpError(400, 'Request body must be a JSON object.')
  }
  return data as Record<string, unknown>
}

export function validateBody<S extends BodySchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  throw new HttpError(400, issue ? issueMessage(issue) : 'Request body is invalid.')
}

// Valibot reports a missing key on the object; name the field instead.
function issueMessage(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.map((item) => String(item.key)).join('.')
  if (key && issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined) {
    return `${key} is required.`
  }
  return key && issue.message.startsWith('Invalid ') ? `${key}: ${issue.message}` : issue.message
}

export async function parseBody<S extends BodySchema>(
  request: Request,
  schema: S,
  allowEmpty = false,
): Promise<v.InferOutput<S>> {
  return validateBody(schema, await readJsonObject(request, allowEmpty))
}
