import { packages, sounds } from 'virtual:attribution'
import { Seo } from '@/components/seo/seo'
import { TitledSection } from '@/components/ui/titled-section'
import { paths } from '@/config/paths'
import { licenseCounts } from '../license-counts'
import { PackageTable } from './package-table'
import { SoundCreditCard } from './sound-credit-card'

/** /attribution: the piano recording and every package the app ships, as the build found them. */
export function AttributionPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-12 pb-20 sm:pt-16">
      <Seo
        title="Open source acknowledgments"
        description={`The piano recording and the ${packages.length} open source packages Songpad is built on, with their licences.`}
        path={paths.attribution.getHref()}
      />
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">Credits</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        Open source acknowledgments
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-pretty text-base-content/80">
        Songpad is built on open source software and a freely licensed piano recording. Thank you to
        the people who made them and share them.
      </p>

      <TitledSection titleId="sounds-title" title="Sounds" className="mt-12">
        <ul className="mt-4 grid gap-4">
          {sounds.map((sound) => (
            <li key={sound.title}>
              <SoundCreditCard sound={sound} />
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection titleId="software-title" title="Software" className="mt-14">
        <p className="mt-3 max-w-prose text-base-content/80">
          The {packages.length} packages that run in Songpad, each under its own licence. The list
          is made from the installed packages every time Songpad is built.
        </p>
        <ul aria-label="Licences" className="mt-4 flex flex-wrap gap-2">
          {licenseCounts(packages).map(({ license, count }) => (
            <li key={license} className="badge badge-outline">
              {license}: {count}
            </li>
          ))}
        </ul>
        <PackageTable packages={packages} />
      </TitledSection>
    </div>
  )
}
