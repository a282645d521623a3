import type { Ref } from 'react'
import type { SongCounts, SongTextImport } from '@/song/formats/import-text'

const FORMAT_NAMES: Record<SongTextImport['format'], string> = {
  chordpro: 'ChordPro',
  'chords-over-lyrics': 'chords over lyrics',
}

const COUNT_NAMES: [keyof SongCounts, string][] = [
  ['sections', 'Sections'],
  ['bars', 'Bars'],
  ['words', 'Words'],
  ['chords', 'Chords'],
]

type ImportPreviewProps = {
  read: SongTextImport
  counts: SongCounts
  /** The heading, focused when the preview opens. */
  ref?: Ref<HTMLHeadingElement>
}

/** What an import will bring, and what it cannot: shown before the song is replaced. */
export function ImportPreview({ read, counts, ref }: ImportPreviewProps) {
  const { document, unplaced, problems } = read
  return (
    <section aria-labelledby="import-preview-title" className="mt-3 flex flex-col gap-3">
      <h3 id="import-preview-title" ref={ref} tabIndex={-1} className="font-semibold">
        “{document.name}”, read as {FORMAT_NAMES[read.format]}
      </h3>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {COUNT_NAMES.map(([key, name]) => (
          <div key={key} className="rounded-box bg-base-200 p-2">
            <dt className="text-xs">{name}</dt>
            <dd className="text-lg font-bold tabular-nums" data-count={key}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {unplaced.length > 0 && (
        <div className="rounded-box border border-warning p-3">
          <h4 className="font-semibold">
            Not imported: {unplaced.length} part{unplaced.length === 1 ? '' : 's'} of the text a
            song has no place for
          </h4>
          <ul aria-label="Not imported" className="mt-1 list-disc ps-5 text-sm">
            {unplaced.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {problems.length > 0 && (
        <div className="rounded-box border border-base-300 p-3">
          <h4 className="font-semibold">Read with changes</h4>
          <ul aria-label="Read with changes" className="mt-1 list-disc ps-5 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
