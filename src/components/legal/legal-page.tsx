import { Seo } from '@/components/seo/seo'
import type { LegalDocument } from '@/content/legal/legal-document'
import { formatLegalDate } from './inline-markup'
import { LegalBlocks } from './legal-text'

// Links inside the text: underlined in the brand colour, as in the learn articles.
const LINKS =
  '[&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a]:hover:decoration-2 [&_strong]:font-semibold [&_strong]:text-base-content'

/** A policy page: title, date, a table of contents and the sections, at a comfortable reading width. */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  const { title, description, updated, sections } = document
  return (
    <>
      <Seo title={title} description={description} path={path} />
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:pt-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-brand uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-lg text-pretty text-base-content/80">{description}</p>
          <p className="mt-4 text-sm text-base-content/75">
            Last updated <time dateTime={updated}>{formatLegalDate(updated)}</time>
          </p>
        </header>
        <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:mt-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby="legal-contents"
            className="rounded-box border border-base-content/10 bg-base-200/50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
          >
            <h2
              id="legal-contents"
              className="text-sm font-semibold tracking-widest text-base-content/75 uppercase"
            >
              On this page
            </h2>
            <ol className="mt-3 grid list-decimal gap-1.5 pl-7 text-sm marker:text-base-content/75">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="link link-hover">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={`max-w-[68ch] leading-7 text-base-content/90 ${LINKS}`}>
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-12 first:mt-0">
                <h2
                  id={section.id}
                  className="scroll-mt-24 text-2xl font-bold tracking-tight text-base-content"
                >
                  <span aria-hidden="true" className="mr-2 text-base-content/75 tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </h2>
                <LegalBlocks blocks={section.blocks} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}
