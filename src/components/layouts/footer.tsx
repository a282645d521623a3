import { Link } from 'react-router-dom'
import { Logo } from '@/components/ui/logo'
import { company } from '@/config/company'
import { paths } from '@/config/paths'
import { useHydrated } from '@/lib/use-hydrated'
import { NewsletterForm } from './newsletter-form'

const FOOTER_LINKS = [
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.affiliate.getHref(), label: 'Become an Affiliate' },
  { to: paths.privacyPolicy.getHref(), label: 'Privacy Policy' },
  { to: paths.terms.getHref(), label: 'Terms and Conditions' },
]

type FooterProps = { onCookieSettings: () => void; onTheme: () => void }

export function Footer({ onCookieSettings, onTheme }: FooterProps) {
  // Hydration shows the prerendered (build) year, then the visitor's.
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__
  return (
    // Below the fold on a phone: the browser lays it out only when it comes near the screen.
    <footer className="border-t border-base-content/10 bg-base-200/60 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr_1.4fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <Logo className="size-7" />
            Songpad
          </p>
          <p className="mt-3 max-w-xs text-sm text-base-content/80">
            A songwriting pad for chords, progressions and the ideas in between.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <div className="border-t border-base-content/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
          <p className="text-base-content/80">
            © {year} {company.name}
          </p>
          <div className="flex gap-1">
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCookieSettings}>
              Cookie Settings
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onTheme}>
              Theme
            </button>
          </div>
        </div>
      </div>
    </footer>
  )
}
