import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { SongPreview } from '@/features/landing'
import { useAccess } from '@/features/premium'
import { type Access, hasPremiumFeatures } from '@/lib/access'
import { FeatureList } from './landing-features'

// Visitors sign up, premium and trial users write, everyone else goes to their account.
function primaryAction(access: Access) {
  if (access === 'visitor')
    return { to: paths.auth.getHref('register'), label: 'Create a free account' }
  if (hasPremiumFeatures(access)) return { to: paths.write.getHref(), label: 'Write a song' }
  return { to: paths.account.getHref(), label: 'Go to your account' }
}

function Actions() {
  const { to, label } = primaryAction(useAccess().access)
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to={to} className="btn btn-primary btn-lg">
        {label}
      </Link>
      <Link to={paths.learn.getHref()} className="btn btn-outline btn-lg">
        Learn chords
      </Link>
    </div>
  )
}

export function Component() {
  return (
    <>
      <Seo
        title="Write songs in chords"
        description="Songpad is a songwriting pad: lay out a song in chords, hear it on piano, guitar or ukulele, and share it with a link. Learn every piano chord on the way."
        path={paths.home.getHref()}
      />
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand uppercase">
            The songwriting pad
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Write songs in chords. <span className="text-brand">Hear them at once.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-base-content/80">
            Lay out verses, choruses and bridges bar by bar, set the tempo, and hear your song on
            piano, guitar or ukulele. Share it with a link, and learn every piano chord along the
            way.
          </p>
          <Actions />
          <p className="mt-4 max-w-xl text-sm text-pretty text-base-content/75">
            Free to sign up. The song editor comes with Premium, or a 30-day trial from a friend.
          </p>
        </div>
        <SongPreview />
      </section>
      <FeatureList>
        <Actions />
      </FeatureList>
    </>
  )
}
