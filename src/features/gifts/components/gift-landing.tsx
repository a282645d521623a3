import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { TRIAL_DAYS } from '@/config/constants'
import { paths } from '@/config/paths'
import type { GiftState } from '../gift-state'
import { GIFT_TEXTS } from '../gift-texts'
import { giftIcons } from './gift-icons'

type View = {
  heading: string
  // The gift's fixed sentence(s), shown first and exactly.
  lines: string[]
  note?: string
  action: { to: string; label: string }
}

const claimToAccount = { to: paths.account.getHref(), label: GIFT_TEXTS.claim }

const VIEWS: Record<Exclude<GiftState, 'loading'>, View> = {
  'from-other': {
    heading: 'A gift for you',
    lines: [GIFT_TEXTS.fromOther],
    action: claimToAccount,
  },
  loggedout: {
    heading: 'A gift for you',
    lines: [GIFT_TEXTS.fromOther, GIFT_TEXTS.loggedOut],
    note: 'New to Songpad? Create an account on the same page; the gift waits for you.',
    action: { to: paths.auth.getHref(), label: GIFT_TEXTS.claim },
  },
  'from-self': {
    heading: 'This is your own gift link',
    lines: [GIFT_TEXTS.fromSelf],
    note: `Send it to a friend instead: they get a ${TRIAL_DAYS} day trial of Songpad.`,
    action: { to: paths.account.getHref(), label: 'Go to your account' },
  },
  'did-trial': {
    heading: 'Good to see you again',
    lines: [GIFT_TEXTS.didTrial],
    note: 'A trial comes once per account. Upgrade to premium to keep every feature.',
    action: { to: paths.account.getHref(), label: 'See your plan' },
  },
  'no-gift': {
    heading: 'This gift link is incomplete',
    lines: ['The link is missing the part that says who sent it.'],
    note: 'Ask your friend to send it again, or copy the whole link into the address bar.',
    action: { to: paths.home.getHref(), label: 'Go to the home page' },
  },
}

function GiftCard({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div className="card border border-base-content/10 bg-base-100 shadow-sm">
        <div className="card-body items-center gap-5 p-8 text-center sm:p-10">{children}</div>
      </div>
    </section>
  )
}

export function GiftLanding({ state }: { state: GiftState }) {
  if (state === 'loading') {
    return (
      <GiftCard>
        <Spinner label="Checking your gift…" className="min-h-40" />
      </GiftCard>
    )
  }
  const view = VIEWS[state]
  return (
    <GiftCard>
      <span className="grid size-16 place-items-center rounded-full bg-brand text-brand-content">
        <Icon path={giftIcons.gift} className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance">{view.heading}</h1>
      <div className="grid gap-3 text-lg text-pretty">
        {view.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {view.note && <p className="text-sm text-pretty text-base-content/75">{view.note}</p>}
      <Link to={view.action.to} className="btn btn-primary btn-lg mt-2">
        {view.action.label}
      </Link>
    </GiftCard>
  )
}
