import type { ArticleMeta } from '@/content/article-types'
import { type ChordSpec, chordSlug, chordSymbol } from '@/music/chord-catalog'
import { displayNote, displaySymbol, noteWords } from '@/music/note-names'

/** Lower case, ♯/♭ as #/b, split into words. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('♯', '#')
    .replaceAll('♭', 'b')
    .split(/[\s,.;:!?()"'“”‘’–—/-]+/)
    .filter(Boolean)
}

/** Every word a reader might type for a chord: its symbol, its name and its slug. */
export function chordSearchWords(chord: ChordSpec): string[] {
  const symbol = chordSymbol(chord)
  return [
    ...new Set([
      symbol.toLowerCase(),
      ...searchWords(displaySymbol(symbol)),
      ...searchWords(
        `${noteWords(chord.root.name)} ${displayNote(chord.root.name)} ${chord.quality.name}`,
      ),
      ...searchWords(chordSlug(chord)),
      chord.quality.short.toLowerCase(),
    ]),
  ]
}

export function articleSearchWords(article: ArticleMeta): string[] {
  return [...new Set(searchWords(`${article.title} ${article.description} ${article.category}`))]
}

/** True when every typed word starts some word of the item ("c#m" finds C#m7, "min 7" Am7). */
export function matches(query: string, words: string[]): boolean {
  const typed = searchWords(query)
  return typed.every((word) => words.some((candidate) => candidate.startsWith(word)))
}
