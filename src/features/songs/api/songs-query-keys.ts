// Every songs query key is made here, so mutations invalidate exactly what the queries cache.
export const songsQueryKeys = {
  all: ['songs'] as const,
  lists: (userId: string) => ['songs', 'list', userId] as const,
  list: (userId: string, search: string, page: number) =>
    ['songs', 'list', userId, { search, page }] as const,
  toOpen: (userId: string) => ['songs', 'to-open', userId] as const,
}
