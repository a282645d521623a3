// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ARTICLE_SLUGS } from '../../src/content/articles/article-slugs.ts'
import { articleFiles, articleLinkTargets, loadArticle } from './learn-articles.ts'

const dirs: string[] = []
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'songpad-articles-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const article = (body: string) =>
  `---\ntitle: A test\ndescription: Testing.\ncategory: chords\n---\n${body}\n`

describe('building the learn articles', () => {
  it('allows links to the learn pages and every chord page only', () => {
    const targets = articleLinkTargets()
    expect(targets.has('/learn/reading-chord-symbols')).toBe(true)
    expect(targets.has('/how-to-play-chord-piano/b-flat-major-7')).toBe(true)
    expect(targets.has('/how-to-play-chord-piano/h-major')).toBe(false)
    expect(targets.has('/account')).toBe(false)
  })

  it('fails on an article that links anywhere else', () => {
    const dir = scratch()
    writeFileSync(
      join(dir, 'bad.md'),
      article('[C](/how-to-play-chord-piano/c-major) [x](/account)'),
    )
    expect(() => loadArticle(join(dir, 'bad.md'))).toThrow(
      /bad\.md links to pages we do not have: \/account/,
    )
    writeFileSync(join(dir, 'good.md'), article('[C](/how-to-play-chord-piano/c-major)'))
    expect(loadArticle(join(dir, 'good.md')).chordSlugs).toEqual(['c-major'])
  })

  it('fails when the files and the slug list disagree', () => {
    const dir = scratch()
    writeFileSync(join(dir, 'stray.md'), article('x'))
    expect(() => articleFiles(dir)).toThrow(/not in article-slugs\.ts: \[stray\.md\]/)
  })

  it('finds every listed article in the content folder', () => {
    const files = articleFiles(resolve(import.meta.dirname, '../../src/content/articles'))
    expect(files.map((file) => file.split('/').at(-1))).toEqual(
      ARTICLE_SLUGS.map((slug) => `${slug}.md`),
    )
  })
})
