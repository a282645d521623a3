// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isSitePath, parseFrontMatter, renderArticle, renderMarkdown } from './markdown'

const ours = new Set(['/how-to-play-chord-piano/c-major', '/learn/chord-inversions', '/learn'])
const options = { isAllowedHref: (href: string) => ours.has(href) }

describe('rendering markdown safely', () => {
  const planted = [
    'Hello <script>alert("x")</script> world.',
    '',
    '<div onclick="steal()">block html</div>',
    '',
    '<img src=x onerror="alert(1)">',
    '',
    '[click me](javascript:alert(1)) and [JS again](JAVASCRIPT:alert(1))',
    '',
    '[data](data:text/html;base64,PHNjcmlwdD4=) [elsewhere](https://evil.example/) [proto](//evil.example)',
    '',
    '<javascript:alert(2)> and www.evil.example',
    '',
    '![tracker](https://evil.example/pixel.png "t")',
    '',
    '[escape](/learn/../../etc/passwd) [unknown](/how-to-play-chord-piano/h-major)',
    '',
    '[C major](/how-to-play-chord-piano/c-major "C <b>major</b>")',
  ].join('\n')
  const { html, links, rejected } = renderMarkdown(planted, options)

  // Every element in the output, with its attributes.
  const elements = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag: tag?.toLowerCase(),
    attrs: (attrs ?? '').trim(),
  }))

  it('shows raw HTML as text, never as markup', () => {
    expect(new Set(elements.map((e) => e.tag))).toEqual(new Set(['p', 'a']))
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;')
    expect(html).toContain('&lt;div onclick=&quot;steal()&quot;&gt;')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
  })

  it('keeps the text of links to elsewhere but drops the link', () => {
    const attributes = elements.filter((e) => e.attrs).map((e) => `${e.tag} ${e.attrs}`)
    expect(attributes).toEqual(['a href="/how-to-play-chord-piano/c-major"'])
    expect(html).toContain('click me')
    expect(html).toContain('elsewhere')
    expect(rejected).toEqual(
      expect.arrayContaining([
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'https://evil.example/',
        '//evil.example',
        '/learn/../../etc/passwd',
        '/how-to-play-chord-piano/h-major',
      ]),
    )
  })

  it('drops images to their description', () => {
    expect(html).not.toContain('pixel.png')
    expect(html).toContain('tracker')
  })

  it('keeps links to our own pages, without their titles', () => {
    expect(links).toEqual(['/how-to-play-chord-piano/c-major'])
    expect(html).toContain('<a href="/how-to-play-chord-piano/c-major">C major</a>')
  })

  it('recognises only plain site paths as ours', () => {
    expect(isSitePath('/learn/chord-inversions')).toBe(true)
    for (const href of ['//x', 'https://x', '/a b', '/a?b=1', '/a#b', 'learn', '/../x', '/A']) {
      expect(isSitePath(href), href).toBe(false)
    }
  })
})

describe('the sections of an article', () => {
  const source = [
    'An introduction with a [reference link][ref].',
    '',
    '## First part',
    '',
    'Its text.',
    '',
    '### A detail',
    '',
    '> ## Quoted, not a part',
    '',
    '## Second part',
    '',
    '- a list',
    '',
    '[ref]: /learn',
  ].join('\n')
  const { html, headings } = renderMarkdown(source, options)

  it('puts each level-2 heading and what follows it in a section, after an introduction', () => {
    const parts = html.split('<section>').map((part) => part.trim())
    expect(parts).toHaveLength(3)
    expect(parts[0]).toBe('<p>An introduction with a <a href="/learn">reference link</a>.</p>')
    expect(parts[1]).toMatch(/^<h2 id="first-part">First part<\/h2>[\s\S]*<h3 id="a-detail">/)
    expect(parts[1]).toContain('<blockquote>\n<h2 id="quoted-not-a-part">')
    expect(parts[1]).toMatch(/<\/blockquote>\n<\/section>$/)
    expect(parts[2]).toBe(
      '<h2 id="second-part">Second part</h2>\n<ul>\n<li>a list</li>\n</ul>\n</section>',
    )
    expect(headings.map((h) => h.id)).toEqual([
      'first-part',
      'a-detail',
      'quoted-not-a-part',
      'second-part',
    ])
  })

  it('leaves an article without level-2 headings as it is', () => {
    expect(renderMarkdown('Just text.\n\n### Small heading', options).html).toBe(
      '<p>Just text.</p>\n<h3 id="small-heading">Small heading</h3>\n',
    )
    expect(renderMarkdown('### Small heading\n\nText.', options).html).toBe(
      '<h3 id="small-heading">Small heading</h3>\n<p>Text.</p>\n',
    )
  })
})

describe('articles', () => {
  const source = [
    '---',
    'title: "Chord inversions & you"',
    'description: How to flip a chord.',
    'category: chords',
    '---',
    '# Why invert',
    '',
    'Play [C major](/how-to-play-chord-piano/c-major) and [C again](/how-to-play-chord-piano/c-major).',
    '',
    '## Keys & scales',
  ].join('\n')

  it('read their front matter and collect the chord pages they link', () => {
    const article = renderArticle('chord-inversions', source, options)
    expect(article).toMatchObject({
      slug: 'chord-inversions',
      title: 'Chord inversions & you',
      description: 'How to flip a chord.',
      category: 'chords',
      chordSlugs: ['c-major'],
      readingMinutes: 1,
    })
    expect(article.headings).toEqual([
      { id: 'why-invert', text: 'Why invert' },
      { id: 'keys-scales', text: 'Keys & scales' },
    ])
    // The body never repeats the page's h1.
    expect(article.html).toContain('<h2 id="why-invert">Why invert</h2>')
    expect(article.html).not.toContain('<h1')
  })

  it('refuse an article without a title or with an unknown category', () => {
    expect(() =>
      renderArticle('x', '---\ndescription: d\ncategory: chords\n---\nbody', options),
    ).toThrow(/title/)
    expect(() =>
      renderArticle('x', '---\ntitle: t\ndescription: d\ncategory: gossip\n---\nbody', options),
    ).toThrow(/category/)
  })

  it('parse front matter loosely and leave bodies without it alone', () => {
    expect(parseFrontMatter('no front matter')).toEqual({ data: {}, body: 'no front matter' })
    expect(
      parseFrontMatter("---\na: 'quoted'\nnot a pair\nb:  two words \n---\nbody").data,
    ).toEqual({
      a: 'quoted',
      b: 'two words',
    })
  })
})
