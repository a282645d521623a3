import { errorJson } from '../_lib/http.ts'

// Unknown /api/* paths answer JSON 404 rather than falling through to the SPA's index.html.
export const onRequest: PagesFunction = ({ request }) =>
  errorJson(404, `No API endpoint at ${new URL(request.url).pathname}.`)
