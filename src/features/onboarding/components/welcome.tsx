import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { BusyButton } from '@/components/form/busy-button'
import { RequestError } from '@/components/form/request-error'
import { RadioChoices } from '@/components/ui/radio-choices'
import { type AccountUser, useUpdateUser } from '@/features/account'
import { activePremiumQueryOptions } from '@/features/premium'
import { getAccess } from '@/lib/access'
import { getSession } from '@/lib/auth-session'
import { readFriendshare } from '@/lib/cookies'
import { DEFAULT_INSTRUMENT, INSTRUMENTS, type Instrument, isInstrument } from '@/song/instruments'
import { onboardingDestination } from '../onboarding-destination'

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] ?? ''

// A one-question welcome after sign-up: the instrument new songs start with. Skippable.
export function Welcome({ user }: { user: AccountUser }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const update = useUpdateUser()
  const [instrument, setInstrument] = useState<Instrument>(
    isInstrument(user.instrument) ? user.instrument : DEFAULT_INSTRUMENT,
  )
  const [leaving, setLeaving] = useState(false)

  const leave = async () => {
    setLeaving(true)
    // A failed lookup counts as no premium: the account page shows the plan and can retry.
    const status = await queryClient
      .fetchQuery(activePremiumQueryOptions(user.id))
      .catch(() => undefined)
    const access = getAccess(getSession(), status)
    navigate(onboardingDestination({ access, hasGift: readFriendshare() !== undefined }), {
      replace: true,
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ id: user.id, changes: { instrument } }, { onSuccess: leave })
  }

  const busy = update.isPending || leaving
  const name = firstName(user.name)

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">Welcome</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance">
        {name ? `Welcome to Songpad, ${name}!` : 'Welcome to Songpad!'}
      </h1>
      <p className="mt-4 text-lg text-pretty text-base-content/80">
        One quick question, and you're ready to write.
      </p>
      <form onSubmit={submit} className="mt-10 grid gap-8">
        <fieldset className="grid gap-4">
          <legend className="text-xl font-bold">Which instrument do you play?</legend>
          <p className="-mt-2 text-base-content/75">
            New songs start with it. You can pick another for any song.
          </p>
          <RadioChoices
            name="instrument"
            checked={instrument}
            onChange={setInstrument}
            choices={INSTRUMENTS.map((option) => ({
              value: option.id,
              content: (
                <span>
                  <span className="block font-semibold">{option.label}</span>
                  <span className="block text-sm text-base-content/75">{option.hint}</span>
                </span>
              ),
            }))}
            className="grid gap-3 sm:grid-cols-3"
            cardClassName="flex cursor-pointer items-start gap-3 rounded-box border border-base-content/15 bg-base-100 p-4 transition has-checked:border-brand has-checked:ring-1 has-checked:ring-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            radioClassName="radio radio-sm mt-0.5"
          />
        </fieldset>
        <RequestError
          request={update}
          fallback="Your choice could not be saved. Please try again."
        />
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton
            type="submit"
            className="btn btn-primary btn-lg"
            busy={busy}
            busyLabel="Just a moment…"
          >
            Continue
          </BusyButton>
          <button type="button" className="btn btn-ghost btn-lg" onClick={leave} disabled={busy}>
            Skip for now
          </button>
        </div>
      </form>
    </section>
  )
}
