import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { CardList } from '@/components/ui/card-list'
import { Icon } from '@/components/ui/icons'
import { TitledSection } from '@/components/ui/titled-section'
import { company } from '@/config/company'
import { paths } from '@/config/paths'

const DESCRIPTION = `Songpad is developed by ${company.name}, a ${company.nationality} software company. Get in touch with issues, questions or suggestions.`

const MAIL_ICON =
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM3 7l9 6 9-6'
const PLACE_ICON =
  'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21ZM14.5 9.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0Z'

const ASKS = [
  { title: 'Issues', text: 'Something broken or odd? Tell us what you did and what you saw.' },
  { title: 'Questions', text: 'About your account, your songs or how something works.' },
  { title: 'Suggestions', text: 'A chord, a feature or a lesson you miss in Songpad.' },
]

/**
 * About: title, description, company blurb, "Contact us" with the e-mail, city and country, and a
 * link to the open source acknowledgments.
 */
export function AboutPage() {
  const mailto = `mailto:${company.email}`
  return (
    <>
      <Seo title="About" description={DESCRIPTION} path={paths.about.getHref()} />
      <div className="mx-auto max-w-5xl px-4 pt-12 pb-20 sm:pt-16">
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">About</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          About Songpad
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-base-content/80">
          A songwriting pad for chords, progressions and the ideas in between: write a song as
          chords, hear it at once, share it with a link and learn every piano chord on the way.
        </p>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <TitledSection titleId="company-title" title="Who makes Songpad" className="max-w-prose">
            <p className="mt-4 leading-relaxed">
              Songpad is developed by {company.name}, a small {company.nationality} software
              company. We make it for people who write songs, for those learning their first chords
              and for the teachers who help them.
            </p>
            <p className="mt-4 leading-relaxed">
              Songpad gets better with every message we receive. Please get in touch with any
              issues, questions or suggestions you have; we read every one.
            </p>
            <CardList cards={ASKS} className="mt-6 grid gap-3 sm:grid-cols-3" />
          </TitledSection>

          <TitledSection
            titleId="contact-title"
            title="Contact us"
            className="rounded-box border border-base-content/10 bg-base-100 p-6 shadow-sm sm:p-8"
          >
            <p className="mt-2 text-sm text-base-content/80">Write to us by e-mail:</p>
            <a
              href={mailto}
              className="mt-3 inline-flex items-center gap-2 text-lg font-semibold break-all text-brand underline-offset-4 hover:underline"
            >
              <Icon path={MAIL_ICON} className="size-5 shrink-0" />
              {company.email}
            </a>
            <address className="mt-6 flex items-center gap-2 not-italic text-base-content/80">
              <Icon path={PLACE_ICON} className="size-5 shrink-0" />
              {company.city}, {company.country}
            </address>
            <a href={mailto} className="btn btn-primary mt-8 w-full">
              Send us an e-mail
            </a>
          </TitledSection>
        </div>

        <TitledSection
          titleId="credits-title"
          title="Built on open source"
          className="mt-16 border-t border-base-content/10 pt-10"
        >
          <p className="mt-3 max-w-prose leading-relaxed">
            Songpad stands on open source software and a freely licensed piano recording. Thank you
            to everyone who made them.
          </p>
          <Link to={paths.attribution.getHref()} className="link mt-4 inline-block font-semibold">
            Open source acknowledgments
          </Link>
        </TitledSection>
      </div>
    </>
  )
}
