import { Seo } from '@/components/seo/seo'
import { CardList } from '@/components/ui/card-list'
import { TitledSection } from '@/components/ui/titled-section'
import { paths } from '@/config/paths'
import { ApplicationForm } from './application-form'

const DESCRIPTION =
  'Recommend Songpad to the songwriters you teach, film or write for, and earn a share of the subscriptions you bring. Apply in two minutes.'

const AUDIENCES = [
  {
    title: 'Music teachers',
    text: 'Your students sketch progressions between lessons and hear what they wrote.',
  },
  {
    title: 'YouTubers and streamers',
    text: 'Show a progression in Songpad and let your viewers open it and play along.',
  },
  {
    title: 'Bloggers and newsletter writers',
    text: 'Link your readers to the chords and songs you write about.',
  },
]

const BENEFITS = [
  {
    title: 'Your own link',
    text: 'A personal link to share, so the people you send to Songpad are counted as yours.',
  },
  {
    title: 'A share of what you bring',
    text: 'A commission on the Premium subscriptions that come through your link. We agree the rate and terms with you in writing before you start.',
  },
  {
    title: 'A direct line to us',
    text: 'Early looks at new features and quick answers to your questions and your audience’s.',
  },
]

const STEPS = [
  'Tell us about yourself and your audience in the form. It takes two minutes.',
  'We read every application and reply by e-mail within a few days.',
  'If it’s a fit, we agree the terms together and send you your link.',
]

// "Become an Affiliate" in the footer: who the programme is for, what it offers and the application.
export function AffiliatePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:pt-16">
      <Seo title="Become an Affiliate" description={DESCRIPTION} path={paths.affiliate.getHref()} />
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">
        Affiliate programme
      </p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        Become an Affiliate
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-pretty text-base-content/80">
        Recommend Songpad to the songwriters you teach, film or write for, and earn a share of the
        subscriptions you bring.
      </p>
      {/* On a phone the form comes after the explanations. */}
      <a href="#apply" className="btn btn-primary mt-6 lg:hidden">
        Apply now
      </a>

      <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_28rem] lg:items-start">
        <div className="flex flex-col gap-12">
          <TitledSection titleId="audiences-title" title="Who it’s for">
            <CardList cards={AUDIENCES} className="mt-5 grid gap-4 sm:grid-cols-3" />
          </TitledSection>

          <TitledSection titleId="benefits-title" title="What you get">
            <ul className="mt-5 flex flex-col gap-4">
              {BENEFITS.map((benefit) => (
                <li key={benefit.title} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand" />
                  <div>
                    <h3 className="font-bold">{benefit.title}</h3>
                    <p className="mt-1 text-base-content/80">{benefit.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection titleId="steps-title" title="How it works">
            <ol className="mt-5 flex flex-col gap-4">
              {STEPS.map((step, index) => (
                <li key={step} className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-content"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-0.5">{step}</p>
                </li>
              ))}
            </ol>
            <p className="mt-5 text-sm text-base-content/80">
              Applying is free and does not commit you to anything.
            </p>
          </TitledSection>
        </div>

        <TitledSection
          id="apply"
          titleId="apply-title"
          title="Apply"
          className="scroll-mt-20 rounded-box border border-base-content/10 bg-base-100 p-6 shadow-sm sm:p-8"
        >
          <ApplicationForm />
        </TitledSection>
      </div>
    </div>
  )
}
