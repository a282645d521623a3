import { useId } from 'react'
import { NEWSLETTER_SUBSCRIBE_URL } from '@/config/constants'

// Posts to the external newsletter service in a new tab, so the app stays open.
export function NewsletterForm() {
  const id = useId()
  return (
    <form
      action={NEWSLETTER_SUBSCRIBE_URL}
      method="post"
      target="_blank"
      aria-labelledby={`${id}-title`}
      rel="noopener"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        Songwriting tips, now and then
      </h2>
      <label htmlFor={`${id}-email`} className="mt-3 block text-sm text-base-content/80">
        E-mail address
      </label>
      <div className="join mt-1 w-full max-w-sm">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="input join-item w-full"
        />
        <button type="submit" className="btn btn-neutral join-item">
          Subscribe
        </button>
      </div>
      <p className="mt-2 text-xs text-base-content/70">Opens in a new tab. Unsubscribe any time.</p>
    </form>
  )
}
