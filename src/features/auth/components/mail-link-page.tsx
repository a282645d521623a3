import type { ReactNode } from 'react'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { DoneCard, type DoneCardProps } from './done-card'
import { LinkExpired } from './link-expired'

type MailLinkPageProps = {
  title: string
  description: string
  // Set when the link is dead: what it was for, and the ways onward.
  expired?: false | { what: string; actions: ReactNode }
  // Set once the link has done its work.
  done?: false | DoneCardProps
  // The page's own step while the link is alive and not yet used: a form, or the wait for it.
  children: ReactNode
}

// A page opened from a link in our mail. The link is for one person, so the page stays out of search.
export function MailLinkPage({ title, description, expired, done, children }: MailLinkPageProps) {
  return (
    <>
      <Seo title={title} description={description} path={paths.auth.getHref()} noindex />
      {expired ? (
        <LinkExpired what={expired.what}>{expired.actions}</LinkExpired>
      ) : done ? (
        <DoneCard {...done} />
      ) : (
        children
      )}
    </>
  )
}
