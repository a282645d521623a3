import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OFFLINE_NOTICE } from '../sync/save-status'
import { OfflineNotice } from './offline-notice'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OfflineNotice', () => {
  it('says nothing while the server answers', () => {
    const { container } = render(<OfflineNotice status="saved" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('says the server cannot be reached while the device has a network', () => {
    render(<OfflineNotice status="offline" />)
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE.unreachable)
  })

  it('says the device is offline, and follows the network coming and going', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<OfflineNotice status="offline" />)
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE.offline)
    expect(screen.getByRole('status')).toHaveTextContent('kept on this device and will be sent')

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE.unreachable)
  })
})
