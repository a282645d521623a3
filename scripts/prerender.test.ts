import { describe, expect, it } from 'vitest'
import {
  assertCspSafe,
  classesByKind,
  pageDataBlock,
  pageFile,
  pageHtml,
  pageKind,
  redirectsWithHome,
  START_SCRIPT,
  splitHead,
  startScript,
  withRewrites,
} from './prerender.ts'

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Songpad</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <noscript>Songpad needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`

const manifest = {
  'src/main.tsx': { file: 'assets/index-a.js', isEntry: true },
  'src/app/routes/learn.tsx': {
    file: 'assets/learn-b.js',
    isDynamicEntry: true,
    imports: ['_seo-c.js', 'src/main.tsx'],
    css: ['assets/learn-b.css'],
  },
  '_seo-c.js': { file: 'assets/seo-c.js' },
  'src/features/editor/index.ts': {
    file: 'assets/editor-d.js',
    isDynamicEntry: true,
    imports: ['_seo-c.js', '_grid-e.js', 'src/main.tsx'],
  },
  '_grid-e.js': { file: 'assets/grid-e.js' },
}

const rendered =
  '<title>Learn · Songpad</title><meta name="description" content="Guides"/>' +
  '<link rel="canonical" href="https://songpad.app/learn"/><div class="shell"><h1>Learn</h1></div>'

describe('pageFile', () => {
  it('names files Cloudflare Pages serves at the path itself, without a redirect', () => {
    expect(pageFile('/')).toBe('home.html')
    expect(pageFile('/learn')).toBe('learn.html')
    expect(pageFile('/learn/chord-inversions')).toBe('learn/chord-inversions.html')
    expect(pageFile('/how-to-play-chord-piano/c-sharp-major')).toBe(
      'how-to-play-chord-piano/c-sharp-major.html',
    )
  })

  it('refuses paths that would not map to one file', () => {
    for (const path of ['/learn/', 'learn', '/Learn', '/learn/c%23', '/a b', '/../x'])
      expect(() => pageFile(path), path).toThrow(/Cannot prerender/)
  })
})

describe('splitHead', () => {
  it('takes the tags React hoists off the front of the markup', () => {
    const { head, body } = splitHead(rendered)
    expect(head).toBe(
      '<title>Learn · Songpad</title><meta name="description" content="Guides"/><link rel="canonical" href="https://songpad.app/learn"/>',
    )
    expect(body).toBe('<div class="shell"><h1>Learn</h1></div>')
  })
})

const assets: Record<string, string> = {
  '/assets/index-a.css': '.shell{color:red}',
  '/assets/learn-b.css': '.learn{color:blue}',
}
const readAsset = (file: string) => assets[file] ?? ''

describe('pageHtml', () => {
  const html = pageHtml(
    template,
    manifest,
    {
      path: '/learn',
      html: rendered,
      loadedModules: ['src/app/routes/learn.tsx', 'src/not/in/the/client/build.ts'],
      loaderData: { '0-4': { title: '</script><script>alert(1)</script>' } },
    },
    readAsset,
  )

  it('puts the page’s title and meta in the head, in place of the shell’s title', () => {
    expect(html).toContain('<head>\n    <title>Learn · Songpad</title><meta name="description"')
    expect(html).not.toContain('<title>Songpad</title>')
  })

  it('fills the root and names the path it was rendered for', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/learn"><div class="shell"><h1>Learn</h1></div></div>',
    )
  })

  it('inlines the page’s CSS, so nothing but the HTML stands before the first paint', () => {
    expect(html).toContain('<style>.shell{color:red}</style><style>.learn{color:blue}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    // No script file either: the inlined start script requests them after the first paint.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
  })

  it('leaves the scripts to the start script: the entry and, once each, the chunks the page needs', () => {
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/)
    expect(html).toContain(
      `<script data-entry="/assets/index-a.js" data-modules="/assets/learn-b.js /assets/seo-c.js" data-styles="/assets/index-a.css /assets/learn-b.css">${START_SCRIPT}</script></head>`,
    )
  })

  it('marks a page drawn for signed-out visitors, and only that one, for the start script', () => {
    expect(html).not.toContain('data-signed-out')
    const auth = pageHtml(
      template,
      manifest,
      {
        path: '/auth',
        signedOut: true,
        html: '<title>Sign in · Songpad</title><h1>Sign in</h1>',
        loadedModules: [],
        loaderData: {},
      },
      readAsset,
    )
    expect(auth).toMatch(/<script data-entry="[^"]+"[^>]* data-signed-out>/)
  })

  it('marks a frame drawn for signed-in users, and only that one, for the start script', () => {
    expect(html).not.toContain('data-signed-in')
    const write = pageHtml(
      template,
      manifest,
      {
        path: '/write',
        signedIn: true,
        frameModules: ['src/features/editor/index.ts'],
        html: '<title>Write · Songpad</title><h1>Opening your song…</h1>',
        loadedModules: ['src/app/routes/learn.tsx'],
        loaderData: {},
      },
      readAsset,
    )
    expect(write).toMatch(/<script data-entry="[^"]+"[^>]* data-signed-in>/)
    expect(write).not.toContain('data-signed-out')
    // The editor's chunks it does not already fetch, never the entry.
    expect(write).toContain('data-frame-modules="/assets/editor-d.js /assets/grid-e.js"')
    expect(html).not.toContain('data-frame-modules')
  })

  it('carries the loaders’ data in a JSON block that no text in it can close', () => {
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      '0-4': { title: '</script><script>alert(1)</script>' },
    })
    expect(block?.[1]).not.toContain('<')
    expect(() => assertCspSafe('/learn', html)).not.toThrow()
  })

  it('writes no data block for a page without loaders', () => {
    expect(pageDataBlock({})).toBe('')
  })

  it('drops the no-JavaScript notice: the page works without it', () => {
    expect(html).not.toContain('noscript')
  })

  it('fails a page without a title', () => {
    expect(() =>
      pageHtml(
        template,
        manifest,
        {
          path: '/x',
          html: '<div></div>',
          loadedModules: [],
          loaderData: {},
        },
        readAsset,
      ),
    ).toThrow(/no <title>/)
  })
})

describe('pageKind', () => {
  it('groups the pages under one first segment; any other page is a kind of its own', () => {
    expect(pageKind('/how-to-play-chord-piano/c-major')).toBe('/how-to-play-chord-piano/*')
    expect(pageKind('/learn/the-two-five-one')).toBe('/learn/*')
    expect(pageKind('/learn')).toBe('/learn')
    expect(pageKind('/')).toBe('/')
  })
})

describe('classesByKind', () => {
  it('joins the classes of a kind’s pages, of the shell and of what opens by itself', () => {
    const kinds = classesByKind(
      [
        { path: '/learn/a', html: '<p class="a shared"></p>' },
        { path: '/learn/b', html: '<p class="b shared"></p>' },
        { path: '/about', html: '<p class="c"></p>' },
      ],
      '<body class="shell">',
      new Set(['modal']),
    )
    expect([...(kinds.get('/learn/*') ?? [])].sort()).toEqual([
      'a',
      'b',
      'modal',
      'shared',
      'shell',
    ])
    expect([...(kinds.get('/about') ?? [])].sort()).toEqual(['c', 'modal', 'shell'])
  })
})

describe('assertCspSafe', () => {
  it('allows script files, JSON-LD data, style blocks and the start script (hashed), no other inline script', () => {
    expect(() =>
      assertCspSafe(
        '/',
        `<script src="/a.js"></script><script type="application/ld+json">{}</script><script data-entry="/a.js">${START_SCRIPT}</script>`,
      ),
    ).not.toThrow()
    expect(() => assertCspSafe('/', '<script>$RT=1</script>')).toThrow(/inline script/)
    expect(() => assertCspSafe('/', '<script type="module">go()</script>')).toThrow(/inline script/)
    expect(() => assertCspSafe('/', `<script>${START_SCRIPT};go()</script>`)).toThrow(/inline/)
    expect(() => assertCspSafe('/', '<style>p{}</style>')).not.toThrow()
  })
})

describe('startScript', () => {
  it('minifies the start script to what it does, without its comments', () => {
    expect(START_SCRIPT).toContain('first-contentful-paint')
    expect(START_SCRIPT).not.toMatch(/\/\/|\n/)
  })

  it('never writes what would end its <script> element early', () => {
    expect(startScript('console.log("</script>")')).not.toContain('</script')
    expect(() => startScript('console.log("<!--")')).toThrow(/end its <script>/)
  })
})

describe('redirectsWithHome', () => {
  it('puts the home rewrite first, keeps other rules and adds it once', () => {
    const once = redirectsWithHome('/old /new 301\n')
    expect(once.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/ /home 200',
      '/old /new 301',
    ])
    expect(redirectsWithHome(once)).toBe(once)
  })
})

describe('withRewrites', () => {
  const rules = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'))

  it('serves a frame for every path under its own, before the other rules, once', () => {
    const once = withRewrites('/old /new 301\n', true, ['/write'])
    expect(rules(once)).toEqual(['/ /home 200', '/write/* /write 200', '/old /new 301'])
    expect(withRewrites(once, true, ['/write'])).toBe(once)
  })

  it('adds no home rewrite when the home page is not prerendered', () => {
    expect(rules(withRewrites('', false, ['/write']))).toEqual(['/write/* /write 200'])
    expect(withRewrites('/old /new 301\n', false, [])).toBe('/old /new 301\n')
  })
})
