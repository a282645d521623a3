import type { ReactNode } from 'react'
import { BusyButton } from './busy-button'
import { RequestError } from './request-error'

// A request as react-query's mutations give it, sent without a value.
type Request = { mutate: () => void; isPending: boolean; isError: boolean; error: unknown }

type RequestButtonProps = {
  request: Request
  className: string
  busyLabel: string
  // Busy for longer than the request, e.g. while the browser leaves for the page it opened.
  busy?: boolean
  disabled?: boolean
  // The good news under the button (a FormStatus), where there is any to give.
  success?: ReactNode
  // Said when the server gives no reason of its own.
  fallback: string
  children: ReactNode
}

// A button that sends one request, with what came of it underneath: rows for the caller's grid.
export function RequestButton({
  request,
  className,
  busyLabel,
  busy = request.isPending,
  disabled,
  success,
  fallback,
  children,
}: RequestButtonProps) {
  return (
    <>
      <div>
        <BusyButton
          className={className}
          onClick={() => request.mutate()}
          busy={busy}
          busyLabel={busyLabel}
          disabled={disabled}
        >
          {children}
        </BusyButton>
      </div>
      {success}
      <RequestError request={request} fallback={fallback} />
    </>
  )
}
