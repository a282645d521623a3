import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'

const COMMUNITY_FEATURES = [
  ['Songs from other writers', 'Browse what members publish, newest or most liked first.'],
  ['Play and transpose', 'Hear any song on piano, guitar or ukulele, in the key that suits you.'],
  ['Copy to your songs', 'Make a song your own starting point in the editor.'],
  ['Publish yours', 'List a song for every member from the editor, and take it down any time.'],
] as const

/** What the community offers a visitor or a user without premium, and the way in. */
export function CommunityPitch({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <span className="badge badge-secondary">{signedIn ? 'Premium' : 'Members'}</span>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance">
        The Songpad community
      </h1>
      <p className="mt-4 text-lg text-base-content/80">
        {signedIn
          ? 'The community comes with premium and with the 30-day trial. Here is what you get:'
          : 'Songs published by Songpad members, to play, like and copy. Sign in to join them:'}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {COMMUNITY_FEATURES.map(([title, text]) => (
          <li key={title} className="card border border-base-300 bg-base-100 p-4">
            <h2 className="font-bold">{title}</h2>
            <p className="mt-1 text-sm text-base-content/80">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        {signedIn ? (
          <Link to={`${paths.account.getHref()}#plan`} className="btn btn-primary">
            Upgrade on your account page
          </Link>
        ) : (
          <Link to={paths.auth.getHref()} className="btn btn-primary">
            Sign in or create an account
          </Link>
        )}
        <Link to={paths.learn.getHref()} className="btn btn-ghost">
          Keep learning chords
        </Link>
      </div>
    </section>
  )
}
