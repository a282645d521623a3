import type { ReactNode } from 'react'

type TitledSectionProps = {
  /** The section's own id, for links to it. */
  id?: string
  /** The heading's id; the heading names the section for screen readers. */
  titleId: string
  title: string
  className?: string
  children: ReactNode
}

/** A part of a content page under its h2, in the pages' one heading style. */
export function TitledSection({ id, titleId, title, className, children }: TitledSectionProps) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}
