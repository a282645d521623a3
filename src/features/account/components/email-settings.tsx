import { FormStatus } from '@/components/form/form-status'
import { RequestButton } from '@/components/form/request-button'
import { useResendVerification } from '../api/email-requests'
import type { AccountUser } from '../types'
import { ChangeEmailForm } from './change-email-form'

// The address, whether it is confirmed (with a new link on request) and a way to change it.
export function EmailSettings({ user }: { user: AccountUser }) {
  const resend = useResendVerification(user.email)
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="text-sm font-semibold">E-mail</h3>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className="break-all">{user.email}</span>
          {user.verified ? (
            <span className="badge badge-success badge-sm">Verified</span>
          ) : (
            <span className="badge badge-warning badge-sm">Not verified</span>
          )}
        </p>
      </div>
      {!user.verified && (
        <div className="grid gap-2 rounded-box bg-base-200 p-4">
          <p className="text-sm">
            Confirm your address so you can always get back into your account. The link is in the
            e-mail we sent when you signed up.
          </p>
          <RequestButton
            request={resend}
            className="btn btn-sm btn-outline"
            busyLabel="Sending…"
            disabled={resend.isSuccess}
            success={
              <FormStatus tone="success">
                {resend.isSuccess ? `We sent a new link to ${user.email}.` : undefined}
              </FormStatus>
            }
            fallback="The e-mail could not be sent. Please try again."
          >
            {resend.isSuccess ? 'Check your e-mail' : 'Resend verification e-mail'}
          </RequestButton>
        </div>
      )}
      <ChangeEmailForm currentEmail={user.email} />
    </div>
  )
}
