import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { finishAnimations } from './animations.ts'

/**
 * axe-core on the page as it is rendered: one line per violation (where, which rule, the first
 * elements with axe's reason), so a failing test names what to fix.
 */
export async function axeViolations(
  page: Page,
  state: string,
  { include }: { include?: string } = {},
): Promise<string[]> {
  await finishAnimations(page)
  await page.evaluate(() => {
    // Over the 5% grain image axe cannot tell the background colour and skips the contrast check
    // ("incomplete"); without it, every text is measured against the plain page colour.
    document.body.style.setProperty('background-image', 'none')
  })
  // Legacy mode runs axe in the page alone; the default also loads axe again in a blank page to
  // merge the results of frames, which our pages do not have (2 s of each scan). Only violations
  // are detailed. Target size (WCAG 2.2) is off in axe by default and on in Lighthouse.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
      .join(' | ')
    return `${state} ${page.url()}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help} — ${nodes}`
  })
}
