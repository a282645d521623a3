import { errorMessage } from '@/lib/error-message'
import { FormStatus } from './form-status'

// A request's state as react-query's mutations and queries give it.
type Request = { isError: boolean; error: unknown }

type RequestErrorProps = { request: Request; fallback: string }

// What went wrong with a request, in the server's words or the fallback; mounted while empty.
export function RequestError({ request, fallback }: RequestErrorProps) {
  return (
    <FormStatus tone="error">
      {request.isError ? errorMessage(request.error, fallback) : undefined}
    </FormStatus>
  )
}
