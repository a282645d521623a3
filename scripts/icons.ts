// Writes the PNG icons from public/favicon.svg: the tab's icon (32 px) and the home-screen icon
// (180 px, iOS). PNG, not the SVG, for the tab: the browser builds a whole SVG document for an SVG
// icon on the page's main thread after it loads (30–40 ms on a phone-like CPU); a PNG only decodes.
// Run `npx tsx scripts/icons.ts` after changing the SVG.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import config from '../playwright.config.ts'

const publicDir = resolve(import.meta.dirname, '../public')
// iOS rounds the home-screen icon itself and fills transparent corners with black: square it.
const ICONS = [
  { file: 'favicon-32.png', size: 32, square: false },
  { file: 'apple-touch-icon.png', size: 180, square: true },
]

const svg = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8')
const browser = await chromium.launch(config.use?.launchOptions)
try {
  for (const { file, size, square } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${square ? svg.replace(/ rx="\d+"/, '') : svg}`,
    )
    await page.screenshot({ path: resolve(publicDir, file), omitBackground: true })
    await page.close()
    console.log(`wrote public/${file}`)
  }
} finally {
  await browser.close()
}
