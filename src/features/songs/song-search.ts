// Search matches a song's name or any of its tags, case-insensitively, anywhere in the text.

export const SEARCH_MAX_CHARS = 100

// "%" would be a wildcard in PocketBase's `~`; quotes, brackets and backslashes would match the
// JSON punctuation around the tags instead of a tag.
const UNSEARCHABLE = /[%"[\]\\]/g

/** The text actually searched for: '' means "every song". */
export function normalizeSearch(search: string): string {
  return search.replace(UNSEARCHABLE, ' ').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_CHARS)
}

/** A PocketBase filter and its parameters (bound by `pb.filter`, which quotes them safely). */
export function songListFilter(
  userId: string,
  search: string,
): [expression: string, params: Record<string, string>] {
  const text = normalizeSearch(search)
  // The user clause keeps a shared song the client has a slug for out of "my" list.
  if (!text) return ['user = {:userId}', { userId }]
  return ['user = {:userId} && (name ~ {:text} || tags ~ {:text})', { userId, text }]
}
