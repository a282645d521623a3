import { GOOGLE_TAG_URL } from '@/config/constants'

export type ConsentValue = 'granted' | 'denied'
export type TagConsent = { ad_storage: ConsentValue }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

let tagId: string | undefined

function gtag(..._args: unknown[]) {
  // gtag.js only reads Arguments objects from the data layer, not arrays.
  // biome-ignore lint/complexity/noArguments: the Google tag protocol requires it
  window.dataLayer?.push(arguments)
}

// Loads the Google tag with every consent denied; does nothing without an id.
export function initAnalytics(id: string | undefined): void {
  if (!id || tagId) return
  tagId = id
  window.dataLayer = window.dataLayer ?? []
  window.gtag = gtag
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
  gtag('js', new Date())
  gtag('config', id, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(id)}`
  document.head.append(script)
}

export function trackPageView(path: string): void {
  if (!tagId) return
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href })
}

// Mirrors the stored ad choice onto every ad-related consent signal of the tag.
export function updateConsent({ ad_storage }: TagConsent): void {
  if (!tagId) return
  gtag('consent', 'update', {
    ad_storage,
    ad_user_data: ad_storage,
    ad_personalization: ad_storage,
  })
}
