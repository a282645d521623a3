import { Link, useLocation } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'

export function Component() {
  const { pathname } = useLocation()
  return (
    <>
      <Seo
        title="Page not found"
        description="This page does not exist on Songpad."
        path={pathname}
        noindex
      />
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-base-content/80">
          The page you're looking for isn't here. It may have moved, or the link has a typo.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home.getHref()} className="btn btn-primary">
            Go to the home page
          </Link>
          <Link to={paths.learn.getHref()} className="btn btn-ghost">
            Browse Learn
          </Link>
        </div>
      </section>
    </>
  )
}
