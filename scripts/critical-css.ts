// The CSS a prerendered page needs to paint: the app's stylesheet without the rules that name a class
// no element of the page carries. Tailwind writes a rule for every class in the source, so most rules
// belong to other pages (the editor, the account); leaving them out keeps the HTML within the first
// round trip on a phone.
import postcss, { type AtRule, type Container, type Rule } from 'postcss'

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Every class name that an element of `html` carries. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    for (const name of decodeEntities(match[1] ?? match[2] ?? '').split(/\s+/)) {
      if (name) classes.add(name)
    }
  }
  return classes
}

const IDENT_CHAR = /[\w\u0080-\uffff-]/

/** Reads a CSS identifier with its escapes (`md\:flex`, `w-1\/2`) from `start`; returns it unescaped. */
function readIdent(selector: string, start: number): { name: string; end: number } {
  let name = ''
  let i = start
  while (i < selector.length) {
    const char = selector[i] ?? ''
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(i + 1, i + 8))
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16))
        i += 1 + hex[0].length
      } else {
        name += selector[i + 1] ?? ''
        i += 2
      }
    } else if (IDENT_CHAR.test(char)) {
      name += char
      i += 1
    } else break
  }
  return { name, end: i }
}

// Functional pseudo-classes that match only where one of their selectors matches.
const SOME_OF = /^(?:is|where|has|matches|-webkit-any)$/i

/** Where a scan of `text` goes on after the escape or string that starts at `i`; `i` if none does. */
function afterQuoted(text: string, i: number): number {
  const char = text[i]
  if (char === '\\') return i + 2
  if (char !== '"' && char !== "'") return i
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++
    else if (text[j] === char) return j + 1
  }
  return text.length
}

/** Splits at the commas outside brackets, parentheses and strings. */
export function splitList(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let from = 0
  for (let i = 0; i < list.length; i++) {
    const next = afterQuoted(list, i)
    if (next !== i) {
      i = next - 1
      continue
    }
    const char = list[i]
    if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && !depth) {
      parts.push(list.slice(from, i))
      from = i + 1
    }
  }
  parts.push(list.slice(from))
  return parts.map((part) => part.trim())
}

/**
 * Whether `selector` can match an element of a page whose elements carry only `classes`: each class
 * it names must be there, and `:is()`, `:where()` and `:has()` need one of their selectors to match.
 * `:not(.x)` matches without .x, so what `:not()` names does not count.
 */
export function canMatch(selector: string, classes: Set<string>): boolean {
  let brackets = 0
  for (let i = 0; i < selector.length; i++) {
    const next = afterQuoted(selector, i)
    if (next !== i) {
      i = next - 1
      continue
    }
    const char = selector[i]
    if (char === '[') brackets++
    else if (char === ']') brackets--
    else if (brackets) continue
    else if (char === '.') {
      const { name, end } = readIdent(selector, i + 1)
      if (name && !classes.has(name)) return false
      i = end - 1
    } else if (char === ':') {
      const { name, end } = readIdent(selector, i + 1)
      i = end - 1
      if (selector[end] !== '(') continue
      const close = closingParen(selector, end)
      if (SOME_OF.test(name)) {
        const list = splitList(selector.slice(end + 1, close))
        if (!list.some((inner) => canMatch(inner, classes))) return false
      }
      i = close
    }
  }
  return true
}

/** The index of the `)` that closes the `(` at `open`. */
function closingParen(selector: string, open: number): number {
  let depth = 0
  for (let i = open; i < selector.length; i++) {
    const next = afterQuoted(selector, i)
    if (next !== i) {
      i = next - 1
      continue
    }
    const char = selector[i]
    if (char === '(') depth++
    else if (char === ')' && --depth === 0) return i
  }
  return selector.length
}

const isKeyframes = (node: Container) =>
  node.type === 'atrule' && /keyframes$/i.test((node as AtRule).name)

/** `css` without the selectors that need a class not in `classes`, and without what that empties. */
export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule: Rule) => {
    if (rule.parent && isKeyframes(rule.parent as Container)) return
    const kept = rule.selectors.filter((selector) => canMatch(selector, classes))
    if (!kept.length) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  // @scope (.join) applies only inside an element its selector matches.
  root.walkAtRules('scope', (scope) => {
    const scopeRoot = /^\((.*)\)/.exec(scope.params.trim())?.[1]
    if (scopeRoot && !splitList(scopeRoot).some((selector) => canMatch(selector, classes)))
      scope.remove()
  })
  // Blocks (@media, @supports, @layer, nested rules) that lost all their rules go too.
  let emptied = true
  while (emptied) {
    emptied = false
    root.walk((node) => {
      if ((node.type === 'atrule' || node.type === 'rule') && node.nodes && !node.nodes.length) {
        node.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}

/**
 * The words of source files that could be class names, found as Tailwind finds them: for the
 * parts of the page that the app renders by itself after it starts (dialogs, menus, the states
 * of buttons), whose classes the prerendered HTML does not show.
 */
export function classCandidates(source: string): Set<string> {
  return new Set(source.split(/[\s"'`{}]+/).filter((word) => /^[!-]?[a-z[@*]/.test(word)))
}
