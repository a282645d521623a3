import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'

/** Where a signed-in user without premium or a trial goes to get it. */
const UPGRADE = {
  to: `${paths.account.getHref()}#plan`,
  label: 'Upgrade on your account page',
}

export type FeaturePitchProps = {
  /** The plan it comes with ("Premium"), or who it is for ("Members"). */
  badge: string
  title: string
  intro: string
  /** What the visitor gets: a title and a line each. */
  features: readonly (readonly [title: string, text: string])[]
  /** The way in: upgrading, or signing in. */
  action: { to: string; label: string }
}

/**
 * What a part of Songpad that a visitor may not use yet (the editor, the community) offers, and
 * the way in; learning chords stays open to everyone.
 */
export function FeaturePitch({ badge, title, intro, features, action }: FeaturePitchProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <span className="badge badge-secondary">{badge}</span>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance">{title}</h1>
      <p className="mt-4 text-lg text-base-content/80">{intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {features.map(([name, text]) => (
          <li key={name} className="card border border-base-300 bg-base-100 p-4">
            <h2 className="font-bold">{name}</h2>
            <p className="mt-1 text-sm text-base-content/80">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={action.to} className="btn btn-primary">
          {action.label}
        </Link>
        <Link to={paths.learn.getHref()} className="btn btn-ghost">
          Keep learning chords
        </Link>
      </div>
    </section>
  )
}

type UpgradePitchProps = Pick<FeaturePitchProps, 'title' | 'features'> & {
  /** The part on offer, as the intro names it: "song editor", "community". */
  part: string
}

/** What a signed-in user without premium or a trial would get from a part, and where to upgrade. */
export function UpgradePitch({ title, part, features }: UpgradePitchProps) {
  return (
    <FeaturePitch
      badge="Premium"
      title={title}
      intro={`The ${part} comes with premium and with the 30-day trial. Here is what you get:`}
      features={features}
      action={UPGRADE}
    />
  )
}
