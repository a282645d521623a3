// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakePopup } from '../testing/fake-event-source'
import { GoogleSignInError, openGooglePopup, watchPopupClosed } from './google-popup'

afterEach(() => {
  vi.useRealTimers()
})

describe('openGooglePopup', () => {
  it('opens a named pop-up window', () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    expect(openGooglePopup()).toBe(popup)
    expect(open.mock.calls[0]?.[2]).toMatch(/^popup,width=\d+,height=\d+/)
  })

  it('throws popup-blocked when the browser refuses', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    expect(() => openGooglePopup()).toThrow(GoogleSignInError)
  })
})

describe('watchPopupClosed', () => {
  it('reports a closed pop-up after the grace period only', () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const onClosed = vi.fn()
    watchPopupClosed(popup as unknown as Window, onClosed, 1000)
    vi.advanceTimersByTime(2000)
    expect(onClosed).not.toHaveBeenCalled()
    popup.closed = true
    vi.advanceTimersByTime(500)
    expect(onClosed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(onClosed).toHaveBeenCalledOnce()
  })

  it('stays quiet once stopped, e.g. after the answer arrived', () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const onClosed = vi.fn()
    const stop = watchPopupClosed(popup as unknown as Window, onClosed, 1000)
    popup.closed = true
    vi.advanceTimersByTime(500)
    stop()
    vi.advanceTimersByTime(5000)
    expect(onClosed).not.toHaveBeenCalled()
  })
})
