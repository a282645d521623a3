// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { robotsWithSitemap, sitemapXml } from './sitemap.ts'

describe('the sitemap', () => {
  it('lists each path once as an absolute URL on the site', () => {
    const xml = sitemapXml('https://www.songpad.app/', ['/', '/learn', '/learn', '/a&b'])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.songpad.app/',
      'https://www.songpad.app/learn',
      'https://www.songpad.app/a&#38;b',
    ])
  })

  it('is named in robots.txt, replacing any older Sitemap line', () => {
    const robots = 'User-agent: *\nDisallow: /account\n\nSitemap: https://old.example/sitemap.xml\n'
    expect(robotsWithSitemap(robots, 'https://staging.songpad.app/')).toBe(
      'User-agent: *\nDisallow: /account\n\nSitemap: https://staging.songpad.app/sitemap.xml\n',
    )
  })
})
