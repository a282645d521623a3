import type { Page } from '@playwright/test'

/**
 * Waits (2 s at most) for the page's running, finite animations to end: axe measures colour contrast
 * as rendered, and a dialog still fading in reads as low contrast.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime
      return animation.playState === 'running' && Number.isFinite(Number(end))
    })
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    await Promise.race([ended, new Promise((done) => setTimeout(done, 2000))])
  })
}
