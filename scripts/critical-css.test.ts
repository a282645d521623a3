import { describe, expect, it } from 'vitest'
import { canMatch, classCandidates, classesOf, criticalCss, splitList } from './critical-css.ts'

const has = (...names: string[]) => new Set(names)

describe('classesOf', () => {
  it('reads every class of every element, with HTML entities decoded', () => {
    const html = `<div class="btn  btn-primary"><svg class='key'></svg><p class="[content:&quot;x&quot;] w-1/2 md:flex"></p></div>`
    expect([...classesOf(html)].sort()).toEqual(
      ['[content:"x"]', 'btn', 'btn-primary', 'key', 'md:flex', 'w-1/2'].sort(),
    )
  })
})

describe('canMatch', () => {
  it('needs each class the selector names, escapes read as Tailwind writes them', () => {
    expect(canMatch('.btn', has('btn'))).toBe(true)
    expect(canMatch('.btn', has('btn-primary'))).toBe(false)
    expect(canMatch('.md\\:flex', has('md:flex'))).toBe(true)
    expect(canMatch('.w-1\\/2', has('w-1/2'))).toBe(true)
    expect(
      canMatch(
        '.\\[contain-intrinsic-size\\:auto_24rem\\]',
        has('[contain-intrinsic-size:auto_24rem]'),
      ),
    ).toBe(true)
    expect(canMatch('.hover\\:bg-base-200:hover', has('hover:bg-base-200'))).toBe(true)
    expect(canMatch('.card .card-body', has('card'))).toBe(false)
    expect(canMatch('.\\31 0', has('10'))).toBe(true)
  })

  it('matches elements, attributes and the root without classes', () => {
    expect(canMatch('html,:host', has())).toBe(true)
    expect(canMatch('[data-theme=dark]', has())).toBe(true)
    expect(canMatch('a[href$=".pdf"]', has())).toBe(true)
  })

  it('does not count what :not() names, and needs one selector of :is(), :where() or :has()', () => {
    expect(canMatch('.btn:not(.btn-active)', has('btn'))).toBe(true)
    expect(canMatch(':is(.select,.input) option', has('input'))).toBe(true)
    expect(canMatch(':is(.select,.input) option', has('btn'))).toBe(false)
    expect(canMatch(':where(.divide-y>:not(:last-child))', has())).toBe(false)
    expect(canMatch('.input:has(>input[disabled])', has('input'))).toBe(true)
    expect(canMatch('.join:has(.btn)', has('join'))).toBe(false)
  })

  it('finds the end of :is() past a parenthesis inside a string', () => {
    expect(canMatch(':is([x=")"] .b, .c)', has('a'))).toBe(false)
    expect(canMatch(':is([x=")"] .b, .c)', has('c'))).toBe(true)
  })
})

describe('splitList', () => {
  it('splits at the commas outside parentheses, brackets and strings', () => {
    expect(splitList('.a, :is(.b,.c), [x=","]')).toEqual(['.a', ':is(.b,.c)', '[x=","]'])
    // A bracket or an escaped quote inside a string opens and closes nothing.
    expect(splitList(`[x="(\\""], .b`)).toEqual([`[x="(\\""]`, '.b'])
  })
})

describe('criticalCss', () => {
  const css =
    '@layer base{html{color:red}}@layer utilities{.flex{display:flex}.grid{display:grid}.a,.b{margin:0}' +
    '@media (width>=40rem){.sm\\:grid{display:grid}}}@keyframes spin{0%{rotate:0}to{rotate:1turn}}' +
    '@scope (.join){:scope>*{margin:0}}'

  it('keeps the rules the page’s classes can match, and drops what that leaves empty', () => {
    expect(criticalCss(css, has('flex', 'b'))).toBe(
      '@layer base{html{color:red}}@layer utilities{.flex{display:flex}.b{margin:0}}@keyframes spin{0%{rotate:0}to{rotate:1turn}}',
    )
  })

  it('keeps a @scope whose root is on the page, and everything the page can use', () => {
    const all = criticalCss(css, has('flex', 'grid', 'a', 'b', 'sm:grid', 'join'))
    expect(all).toBe(css)
  })
})

describe('classCandidates', () => {
  it('takes the words of a source that could be classes', () => {
    const words = classCandidates(
      '<div className="modal-box p-4">{open && <b className={cx(\'btn\', x)} />}</div>',
    )
    expect(words).toContain('modal-box')
    expect(words).toContain('p-4')
    expect(words).toContain('btn')
  })
})
