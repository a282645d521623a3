import type { ChordPageData } from '../chord-page-data'
import { ChordLink } from './chord-link'

/** Neighbouring chords, grouped by how they relate. */
export function RelatedChords({ data }: { data: ChordPageData }) {
  const groups = new Map<string, ChordPageData['related']>()
  for (const item of data.related)
    groups.set(item.relation, [...(groups.get(item.relation) ?? []), item])
  return (
    <dl className="grid gap-3">
      {[...groups].map(([relation, items]) => (
        <div key={relation}>
          <dt className="text-sm font-semibold text-base-content/80">{relation}</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {items.map(({ chord }) => (
              <ChordLink
                key={`${chord.root.name}${chord.quality.id}`}
                chord={chord}
                className="btn btn-sm btn-ghost border border-base-content/15 normal-case"
              />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  )
}
