import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { useAccess } from '@/features/premium'
import { type Access, hasPremiumFeatures } from '@/lib/access'
import { FeatureList } from './landing-features'
import { SongPreview } from './landing-song-preview'

// Visitors sign in, premium and trial users write, everyone else goes to their account.
function primaryAction(access: Access) {
  if (access === 'visitor') return { to: paths.auth.getHref(), label: 'Sign in to start writing' }
  if (hasPremiumFeatures(access)) return { to: paths.write.getHref(), label: 'Write a song' }
  return { to: paths.account.getHref(), label: 'Go to your account' }
}

function PrimaryAction() {
  const { to, label } = primaryAction(useAccess().access)
  return (
    <Link to={to} className="btn btn-primary btn-lg">
      {label}
    </Link>
  )
}

export function Component() {
  return (
    <>
      <Seo
        title="Write songs in chords"
        description="Songpad is a songwriting pad: sketch chord progressions, set tempo and time signature, hear your song and share it. Learn every piano chord on the way."
        path={paths.home.getHref()}
      />
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand uppercase">
            For songwriters
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Write songs in chords. <span className="text-brand">Hear them at once.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-base-content/80">
            Songpad is your songwriting pad. Sketch chord progressions, set the tempo and time
            signature, pick an instrument and share the song with a link. Learn how every piano
            chord is played along the way.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <PrimaryAction />
            <Link to={paths.learn.getHref()} className="btn btn-outline btn-lg">
              Learn chords
            </Link>
          </div>
        </div>
        <SongPreview />
      </section>
      <FeatureList />
    </>
  )
}
