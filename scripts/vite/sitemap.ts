import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Plugin, runnerImport } from 'vite'

export const DEFAULT_SITE_URL = 'https://www.songpad.app'

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A sitemap of the given paths on the site. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const base = siteUrl.replace(/\/+$/, '')
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(new URL(path, `${base}/`).href)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** robots.txt with its Sitemap line pointing at this site. */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const line = `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`
  const kept = robots.split('\n').filter((l) => !/^sitemap:/i.test(l.trim()))
  return `${kept.join('\n').trimEnd()}\n\n${line}\n`
}

/**
 * sitemap.xml of every page the build prerenders (src/app/static-paths.ts), on VITE_SITE_URL, and
 * robots.txt pointing at it. Client build only.
 */
export function sitemap(root: string): Plugin {
  let siteUrl = DEFAULT_SITE_URL
  return {
    name: 'songpad:sitemap',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      siteUrl = config.env.VITE_SITE_URL || DEFAULT_SITE_URL
    },
    async generateBundle() {
      // static-paths.ts is app code (with @/ imports): load it through Vite, not Node.
      const { module } = await runnerImport<{ staticPaths: () => string[] }>(
        resolve(root, 'src/app/static-paths.ts'),
        {
          configFile: false,
          root,
          logLevel: 'silent',
          resolve: { alias: { '@': resolve(root, 'src') } },
        },
      )
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(siteUrl, module.staticPaths()),
      })
    },
    // public/robots.txt names the default site; a build for another site points at its own.
    writeBundle(options) {
      const file = resolve(options.dir ?? resolve(root, 'dist'), 'robots.txt')
      if (existsSync(file))
        writeFileSync(file, robotsWithSitemap(readFileSync(file, 'utf8'), siteUrl))
    },
  }
}
