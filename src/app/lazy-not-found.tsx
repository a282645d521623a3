import { lazy, Suspense } from 'react'

// A chord or an article that does not exist is rare: its page loads the not-found page only then,
// not with every chord page and article.
const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((module) => ({ default: module.Component })),
)

export const NotFound = () => (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
)
