import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { Logo } from '@/components/ui/logo'
import { useHydrated } from '@/lib/use-hydrated'

type AuthCardProps = {
  title: string
  subtitle?: ReactNode
  // Moves focus to the heading when the view changes, so screen readers hear the new view.
  focusHeading?: boolean
  // A way back, above the heading (e.g. "Back to Sign in").
  back?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

export function AuthCard({ title, subtitle, focusHeading, back, children, footer }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The prerendered form takes no input until the app is live: a sign-in sent before then would
  // be the browser's own, a page load with the address and password in its URL.
  const live = useHydrated()
  // In the commit that shows the view: with a passive effect, a view revealed by Suspense sat for a
  // moment with focus on <body>, and a key pressed then went nowhere.
  useLayoutEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="card border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-6 p-6 sm:p-8">
          {back && <div className="-mt-2 -ml-2">{back}</div>}
          <header className="text-center">
            <Logo className="mx-auto size-12" />
            <h1
              ref={heading}
              tabIndex={-1}
              className="mt-4 text-2xl font-extrabold tracking-tight text-balance outline-none"
            >
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-pretty text-base-content/80">{subtitle}</p>}
          </header>
          <fieldset disabled={!live} className="contents">
            {children}
          </fieldset>
        </div>
      </div>
      {footer}
    </section>
  )
}
