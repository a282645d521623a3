import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'

type SharedSongHeaderProps = {
  name: string
  /** Who shared it; by default, that it comes from Songpad. */
  byline?: ReactNode
  children?: ReactNode
}

/** A shared song's title block, the same while its sheet loads and once it is drawn. */
export function SharedSongHeader({ name, byline, children }: SharedSongHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      {byline ?? <p className="text-sm text-base-content/80">A song shared from Songpad</p>}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {name || 'Untitled song'}
      </h1>
      {children}
    </header>
  )
}

/**
 * A shared song's page while the code that draws its sheet loads: its title at once (the largest
 * thing a phone paints first), in the place the full page keeps it.
 */
export function SharedSongFrame({ name, byline }: { name: string; byline?: ReactNode }) {
  return (
    <article className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-5 px-3 py-6 sm:px-6">
      <SharedSongHeader name={name} byline={byline} />
      <Spinner label="Opening the song…" className="min-h-[50vh]" />
    </article>
  )
}
