import type { ReactNode } from 'react'
import { avatarLetter } from '@/components/layouts/nav-links'
import { SignOutButton } from '@/components/layouts/sign-out-button'
import type { AccountUser } from '../types'

export type SectionLink = { id: string; title: string }

type AccountLayoutProps = {
  user: AccountUser
  sections: SectionLink[]
  onSignOut: () => void
  children: ReactNode
}

// The page frame: who is signed in, a list of the sections on large screens, the cards.
export function AccountLayout({ user, sections, onSignOut, children }: AccountLayoutProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-neutral text-2xl font-bold text-neutral-content"
        >
          {avatarLetter(user.name, user.email)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Account</h1>
          <p className="text-base-content/75">
            {user.name && <span className="mr-2 font-medium text-base-content">{user.name}</span>}
            <span className="inline-block max-w-full break-words">{user.email}</span>
          </p>
        </div>
        {/* The nav has its own Sign out from md up; on a phone it hides in the menu. */}
        <SignOutButton className="btn btn-ghost btn-sm md:hidden" onClick={onSignOut} />
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <nav aria-label="Account sections" className="hidden lg:block">
          <ul className="sticky top-24 grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-field px-3 py-1.5 text-base-content/80 hover:bg-base-200 hover:text-base-content"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 content-start gap-6">{children}</div>
      </div>
    </div>
  )
}
