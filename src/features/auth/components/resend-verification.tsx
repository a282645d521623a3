import { useMutation } from '@tanstack/react-query'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import { requestVerification } from '../api/account-mail'
import { AUTH_TEXT } from '../errors/auth-messages'
import { FormAlert } from './form-alert'

// A new verification link for the signed-in user, whose old one is dead.
export function ResendVerification({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: requestVerification })
  return (
    <>
      <button
        type="button"
        className="btn btn-primary w-full"
        aria-disabled={resend.isPending || resend.isSuccess || undefined}
        onClick={() => {
          if (!resend.isPending && !resend.isSuccess) resend.mutate(email)
        }}
      >
        {resend.isSuccess ? AUTH_TEXT.resetSent : 'Send a new link'}
      </button>
      <FormAlert
        message={
          resend.isError
            ? (tooManyAttemptsMessage(resend.error) ?? AUTH_TEXT.resetFailed)
            : undefined
        }
        className="empty:-mt-3"
      />
    </>
  )
}
