// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayEarlyClick, takeEarlyClick } from './early-click'

function page(markedButton: boolean) {
  document.head.innerHTML = '<script data-entry="/assets/index.js"></script>'
  document.body.innerHTML = `<button type="button" ${markedButton ? 'data-early-click' : ''}>Cookie Settings</button>`
  const button = document.querySelector('button') as HTMLButtonElement
  const clicked = vi.fn()
  button.addEventListener('click', clicked)
  return { button, clicked }
}

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('early clicks', () => {
  it('ends the marking, takes the mark off and clicks the button once the app is live', () => {
    const { button, clicked } = page(true)
    expect(takeEarlyClick()).toBe(true)
    expect(document.querySelector('script[data-entry]')).toHaveAttribute('data-started')
    expect(button).not.toHaveAttribute('data-early-click')
    expect(clicked).not.toHaveBeenCalled()

    replayEarlyClick()
    replayEarlyClick()
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('clicks nothing when no button was tapped', () => {
    const { clicked } = page(false)
    expect(takeEarlyClick()).toBe(false)
    replayEarlyClick()
    expect(clicked).not.toHaveBeenCalled()
  })

  it('clicks nothing when the tapped button has left the page', () => {
    const { button, clicked } = page(true)
    takeEarlyClick()
    button.remove()
    replayEarlyClick()
    expect(clicked).not.toHaveBeenCalled()
  })
})
