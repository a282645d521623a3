import { useId, useState } from 'react'
import { FormStatus } from '@/components/form/form-status'
import { RequestError } from '@/components/form/request-error'
import { useSetNewsletter } from '../api/set-newsletter'
import type { AccountUser } from '../types'

export function NewsletterSettings({ user }: { user: AccountUser }) {
  const id = useId()
  const newsletter = useSetNewsletter(user)
  // The choice shows in the render of the change itself (the mutation's state arrives a task later);
  // a failed save shows the saved record again.
  const [choice, setChoice] = useState<boolean>()
  const subscribed = choice ?? Boolean(user.subscribed_to_email_member)

  return (
    <div className="grid gap-2">
      <label className="flex cursor-pointer items-center justify-between gap-4 rounded-box bg-base-200 px-4 py-3">
        <span>
          <span id={`${id}-title`} className="block font-semibold">
            Songwriting tips by e-mail
          </span>
          <span id={`${id}-hint`} className="block text-sm text-base-content/75">
            Now and then: ideas for your songs and what's new in Songpad. Switch off any time.
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-primary"
          checked={subscribed}
          aria-checked={subscribed}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          aria-busy={newsletter.isPending}
          onChange={(event) => {
            // Not disabled while saving, so keyboard focus stays put; a change while saving is ignored.
            if (newsletter.isPending) return
            setChoice(event.target.checked)
            newsletter.mutate(event.target.checked, { onError: () => setChoice(undefined) })
          }}
        />
      </label>
      <FormStatus tone="success">
        {newsletter.isSuccess
          ? newsletter.variables
            ? "You're subscribed to the newsletter."
            : "You're unsubscribed. No more newsletters."
          : undefined}
      </FormStatus>
      <RequestError
        request={newsletter}
        fallback="Your choice could not be saved. Please try again."
      />
    </div>
  )
}
