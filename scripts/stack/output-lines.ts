// What the servers of the local stack print, line by line, as `npm start` shows it: one line per
// request, errors in full, and none of what only repeats the banner or reports a known harmless miss.
import { stripVTControlCharacters } from 'node:util'

/** Answers the line to show (maybe shortened), or undefined to leave it out. */
export type LineFilter = (line: string) => string | undefined

// PocketBase's dev mode prints entries of a line each, some followed by lines that carry on the
// same entry: an error's causes ("└─ …"), a multi-line statement (indented).
const CARRIED_ON = /^(\s|├─|└─|│)/
const SQL_STATEMENT = /^\[\d+(\.\d+)?ms\] /
const DEBUG = /^DEBUG /
const ANSWERED_REQUEST = /^INFO [A-Z]+ \//
// The banner of `npm start` names the same addresses.
const POCKETBASE_STARTED = /Server started at http/

/**
 * PocketBase in dev mode: its request log ("INFO GET /api/…", "ERROR POST /api/…" with the error's
 * causes), warnings and what the hooks print; its SQL statements and debug entries only when asked
 * for. While `quiet()` holds (the seed's own calls), the requests that succeed are left out.
 */
export function pocketBaseLines(options: { sql: boolean; quiet?: () => boolean }): LineFilter {
  let shown = true
  return (line) => {
    const plain = stripVTControlCharacters(line)
    if (!CARRIED_ON.test(plain)) {
      if (SQL_STATEMENT.test(plain) || DEBUG.test(plain)) shown = options.sql
      else if (ANSWERED_REQUEST.test(plain)) shown = !options.quiet?.()
      else shown = !POCKETBASE_STARTED.test(plain)
    }
    return shown ? line : undefined
  }
}

// workerd's look-up of the real request.cf needs the internet; offline it fails and wrangler prints
// the error's stack, though the functions read nothing of request.cf and its stand-in serves them.
const CF_LOOKUP_FAILED = /^\[wrangler:warn\] Unable to fetch the `Request\.cf` object/
// The port wrangler names is the one behind the edge (or the one the banner names already).
const WRANGLER_READY = /^\[wrangler:info\] Ready on /
const WRANGLER_REQUEST = /^\[wrangler:info\] ([A-Z]+ \S+ \d{3}\b.*)$/
const INDENTED = /^\s/

/** `wrangler pages dev`: each request as "GET /learn 200 OK (76ms)", warnings and errors in full. */
export function wranglerLines(): LineFilter {
  // After the failed look-up's warning: its error's first line, then the indented stack.
  let cfTrace: 'headline' | 'stack' | undefined
  return (line) => {
    const plain = stripVTControlCharacters(line)
    if (cfTrace === 'headline' || (cfTrace === 'stack' && INDENTED.test(plain))) {
      cfTrace = 'stack'
      return undefined
    }
    cfTrace = undefined
    if (CF_LOOKUP_FAILED.test(plain)) {
      cfTrace = 'headline'
      return undefined
    }
    if (WRANGLER_READY.test(plain)) return undefined
    return WRANGLER_REQUEST.exec(plain)?.[1] ?? line
  }
}
