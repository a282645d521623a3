import { useEffect, useId, useRef, useState } from 'react'
import { SettingsSection } from '@/components/form/settings-section'
import { Icon } from '@/components/ui/icons'
import { TRIAL_DAYS } from '@/config/constants'
import { paths } from '@/config/paths'
import { giftIcons } from './gift-icons'

const COPIED_FOR_MS = 2500

export const giftLink = (origin: string, userId: string) => `${origin}${paths.gift.getHref(userId)}`

// The user's own gift link, to copy or to hand to the phone's share sheet.
export function GiftLinkSection({ userId }: { userId: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const link = giftLink(window.location.origin, userId)
  const canShare = typeof navigator.share === 'function'

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      // Without clipboard access, select the link so the user can copy it by hand.
      input.current?.select()
    }
  }

  const share = () =>
    navigator
      .share({
        title: 'A Songpad trial for you',
        text: `I write my songs in Songpad. Here is a free ${TRIAL_DAYS} day trial for you:`,
        url: link,
      })
      // Closing the share sheet rejects; there is nothing to tell the user.
      .catch(() => undefined)

  return (
    <SettingsSection
      id="gift-a-trial"
      title="Gift a trial"
      description={`Give a friend ${TRIAL_DAYS} days of Songpad premium, free. They open your link and claim the trial from their account.`}
    >
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          Your gift link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            ref={input}
            className="input w-full font-mono text-sm"
            value={link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className="btn btn-primary flex-1 whitespace-nowrap"
              onClick={copy}
            >
              <Icon path={copied ? giftIcons.check : giftIcons.copy} className="size-4" />
              {copied ? 'Copied' : 'Copy link'}
            </button>
            {canShare && (
              <button
                type="button"
                className="btn btn-outline flex-1 whitespace-nowrap"
                onClick={share}
              >
                <Icon path={giftIcons.share} className="size-4" />
                Share
              </button>
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {copied ? 'Copied the gift link to the clipboard.' : ''}
        </p>
      </div>
    </SettingsSection>
  )
}
