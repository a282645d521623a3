import { env } from '@/config/env'

const SITE_NAME = 'Songpad'
// Square brand mark until a 1200×630 social image exists.
const DEFAULT_IMAGE_PATH = '/favicon.svg'

type SeoProps = {
  title: string
  description: string
  // The route's own path, e.g. paths.learn.getHref(); the canonical URL is built from it.
  path: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
}

export function Seo({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
}: SeoProps) {
  const fullTitle = `${title} · ${SITE_NAME}`
  const url = new URL(path, env.SITE_URL).href
  const imageUrl = new URL(image ?? DEFAULT_IMAGE_PATH, env.SITE_URL).href
  // React 19 hoists these into <head> (and the prerender moves them there: scripts/prerender.ts).
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  )
}
