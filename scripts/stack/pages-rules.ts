// The two Cloudflare Pages files that decide how a static file is served: _routes.json (which paths
// skip the functions) and _headers (which headers a path gets), read as Pages reads them.

/** A Pages URL pattern: `*` matches anything (slashes too), `:name` one path segment. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${source}$`)
}

export type RoutesFile = { include?: string[]; exclude?: string[] }

/** Whether Pages serves `pathname` as a static file, without running the functions. */
export function skipsFunctions(routes: RoutesFile, pathname: string): boolean {
  const matches = (patterns: string[] = []) =>
    patterns.some((pattern) => patternToRegExp(pattern).test(pathname))
  // An exclude rule wins over an include rule.
  return matches(routes.exclude) || !matches(routes.include)
}

export type HeaderRule = { pattern: RegExp; set: [string, string][]; detach: string[] }

/** Parses a _headers file: a URL pattern, then its indented `Name: value` and `! Name` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternToRegExp(trimmed), set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) continue
    if (trimmed.startsWith('!')) {
      rule.detach.push(trimmed.slice(1).trim().toLowerCase())
      continue
    }
    const colon = trimmed.indexOf(':')
    if (colon > 0)
      rule.set.push([trimmed.slice(0, colon).trim().toLowerCase(), trimmed.slice(colon + 1).trim()])
  }
  return rules
}

/**
 * The headers every matching rule gives `pathname`, in file order: a header two rules set is joined
 * with ", ", and `! Name` removes what an earlier rule set.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const name of rule.detach) delete headers[name]
    for (const [name, value] of rule.set) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
    }
  }
  return headers
}
