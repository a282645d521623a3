import type { Env } from './_lib/env.ts'
import { withPageTheme } from './_lib/page-theme.ts'

// Every page paints in the theme the visitor chose (functions/_lib/page-theme.ts).
export const onRequest: PagesFunction<Env> = ({ request, next }) => withPageTheme(request, next)
