// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserSaveTriggers } from './save-triggers'

afterEach(() => {
  vi.restoreAllMocks()
})

const setVisibility = (state: DocumentVisibilityState) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)

describe('browserSaveTriggers', () => {
  it('calls back when the browser is online again, until unsubscribed', () => {
    const listener = vi.fn()
    const off = browserSaveTriggers().onOnline(listener)

    window.dispatchEvent(new Event('online'))
    off()
    window.dispatchEvent(new Event('online'))

    expect(listener).toHaveBeenCalledOnce()
  })

  it('calls back when the page is hidden or left, not when it shows again', () => {
    const listener = vi.fn()
    const off = browserSaveTriggers().onHide(listener)

    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    setVisibility('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    expect(listener).toHaveBeenCalledTimes(2)

    off()
    window.dispatchEvent(new Event('pagehide'))
    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
