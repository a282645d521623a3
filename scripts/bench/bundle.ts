// The bundle figures of the size budgets (scripts/budgets.ts) on the bench's own build.
import { type BudgetReport, budgetFigures, KB } from '../budgets.ts'

export type BundleFigures = BudgetReport

export const bundleFigures = (distDir: string): BundleFigures => budgetFigures(distDir)

const kb = (bytes: number) => (bytes / KB).toFixed(1)

/** Table rows: gzip KB per page of what it loads before any interaction, against the budgets. */
export function bundleRows(report: BundleFigures): string[][] {
  return [
    ['page', 'JS KB', 'CSS KB', '1st visit JS KB', 'CSS on demand KB', 'within budget'],
    ...report.pages.map((p) => [
      `${p.page} ${p.path}`,
      kb(p.js.gzipBytes),
      kb(p.css.gzipBytes),
      kb(p.firstVisitJsGzipBytes),
      kb(p.css.onDemandGzipBytes),
      p.ok ? 'yes' : `NO${p.forbidden.length ? ' (loads editor/audio code)' : ''}`,
    ]),
    ['budget', kb(report.budgets.jsGzipBytes), kb(report.budgets.cssGzipBytes), '-', '-', ''],
    ...report.skipped.map((s) => [`${s.page}: ${s.reason}`]),
  ]
}
