import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { company } from '@/config/company'
import { paths } from '@/config/paths'

type PlaceholderPageProps = {
  title: string
  heading?: string
  description: string
  path: string
  noindex?: boolean
  children?: ReactNode
}

// A friendly "coming soon" page with full metadata, until its issue fills it in.
export function PlaceholderPage({
  title,
  heading = title,
  description,
  path,
  noindex,
  children,
}: PlaceholderPageProps) {
  return (
    <>
      <Seo title={title} description={description} path={path} noindex={noindex} />
      <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
        <span className="badge badge-secondary">Coming soon</span>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 text-lg text-pretty text-base-content/80">{description}</p>
        {children}
        <p className="mt-8 text-sm text-base-content/75">
          We're putting the finishing touches on this page. Questions or ideas? Write to{' '}
          <a className="link" href={`mailto:${company.email}`}>
            {company.email}
          </a>
          .
        </p>
        <Link to={paths.home.getHref()} className="btn btn-ghost mt-6">
          ← Back to the home page
        </Link>
      </section>
    </>
  )
}
