import type { ReactNode } from 'react'

/** A titled part of a learn page, linkable by its id. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    // Below the fold on a phone: the browser lays it out only when it comes near the screen.
    <section
      aria-labelledby={`${id}-title`}
      className="mt-12 scroll-mt-24 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
