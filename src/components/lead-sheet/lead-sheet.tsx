import { memo, type ReactNode, useMemo } from 'react'
import {
  barsIn,
  FIRST_SCREEN_BARS,
  firstScreenSections,
  useBarBudget,
} from '@/lib/use-first-screen'
import type { Section, SongDocument } from '@/song/types'
import { type SheetLine, sheetFacts, sheetSection } from './lead-sheet-layout'

export type LeadSheetSize = 'normal' | 'large'

type LeadSheetProps = {
  doc: Pick<SongDocument, 'name' | 'bpm' | 'timeSignature' | 'sections'>
  /** What a stored chord shows as: transposed, for a capo, or as numerals. */
  show?: (symbol: string) => string
  /** The key as shown (transposed with the chords), '' when unknown. */
  songKey: string
  capo?: number
  playingBar?: { section: number; bar: number } | null
  /** The title and facts above the sheet, as a heading of this level; null leaves them to the page. */
  heading?: 'h1' | 'h2' | null
  /** The sections' heading level, when the page's outline needs another than the one under the title. */
  sectionHeading?: 'h2' | 'h3'
  /** 'large': the perform view's type, read from a music stand. */
  size?: LeadSheetSize
  /** Bars the first render mounts, the rest following in slices; 0 for a sheet off the screen (print). */
  firstBars?: number
}

const same = (symbol: string) => symbol

const TYPE: Record<
  LeadSheetSize,
  { chord: string; words: string; label: string; gap: string; screenBars: number }
> = {
  normal: {
    chord: 'text-base',
    words: 'text-lg',
    label: 'text-lg',
    gap: 'gap-y-2',
    screenBars: FIRST_SCREEN_BARS,
  },
  // Twice the type: a screen holds about half the bars.
  large: {
    chord: 'text-2xl',
    words: 'text-3xl',
    label: 'text-3xl',
    gap: 'gap-y-5',
    screenBars: FIRST_SCREEN_BARS / 2,
  },
}

type LineProps = { line: SheetLine; playing: number | null; size: LeadSheetSize }

/** A line of bars; the playing one is marked current, for its highlight and the follow-scroll. */
function BarsLine({
  line,
  playing,
  className,
  barClassName,
  renderBar,
}: Omit<LineProps, 'size'> & {
  className: string
  barClassName: string
  renderBar: (bar: SheetLine['bars'][number]) => ReactNode
}) {
  return (
    <div data-line={line.bars.length} className={className}>
      {line.bars.map((bar) => (
        <span
          key={bar.id}
          data-bar={bar.bar}
          aria-current={playing === bar.bar || undefined}
          className={`${barClassName} aria-[current=true]:bg-brand/20`}
        >
          {renderBar(bar)}
        </span>
      ))}
    </div>
  )
}

function LyricLine({ line, playing, size }: LineProps) {
  const type = TYPE[size]
  return (
    <BarsLine
      line={line}
      playing={playing}
      className="flex flex-wrap items-end"
      barClassName="inline-flex flex-wrap items-end rounded-sm"
      renderBar={(bar) =>
        bar.chunks.map((chunk, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is its place in the bar.
          <span key={k} className="inline-flex flex-col">
            <span className={`${type.chord} min-h-[1.5em] pe-[0.5em] font-bold text-brand`}>
              {chunk.chord}
            </span>
            {chunk.joins ? (
              <span className={`${type.words} flex min-w-[0.5em]`}>
                <span className="whitespace-pre">{chunk.words}</span>
                {/* Shows only in the room a chord wider than its syllable leaves; drawn by CSS,
                    so the words' text (copied, read aloud) stays the words. */}
                <span className="min-w-0 flex-1 overflow-hidden text-center after:content-['-']" />
              </span>
            ) : (
              // One element for most words: a 300-bar sheet has thousands of them.
              <span className={`${type.words} min-w-[0.5em] whitespace-pre`}>{chunk.words}</span>
            )}
          </span>
        ))
      }
    />
  )
}

function ChordLine({ line, playing, size }: LineProps) {
  return (
    <BarsLine
      line={line}
      playing={playing}
      className="flex flex-wrap"
      barClassName={`${TYPE[size].chord} inline-flex min-w-[4.5em] gap-[0.8em] border-s-2 border-base-content/40 px-[0.6em] font-bold text-brand last:border-e-2`}
      renderBar={(bar) =>
        bar.chunks.map((chunk, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is a beat of the bar.
          <span key={k}>{chunk.chord}</span>
        ))
      }
    />
  )
}

type SectionViewProps = {
  section: Section
  index: number
  show: (symbol: string) => string
  /** The playing bar when it is in this section: only that section re-renders as playback moves. */
  playing: number | null
  size: LeadSheetSize
  headingLevel: 'h2' | 'h3'
}

const SectionView = memo(function SectionView({
  section,
  index,
  show,
  playing,
  size,
  headingLevel: Heading,
}: SectionViewProps) {
  const sheet = useMemo(() => sheetSection(section, index, show), [section, index, show])
  const type = TYPE[size]
  const headingId = `lead-sheet-${section.id}`
  return (
    <section
      aria-labelledby={headingId}
      data-sheet-section={index}
      className={`sheet-section print-section flex flex-col ${type.gap}`}
    >
      <Heading id={headingId} className={`${type.label} font-bold`}>
        {sheet.label}
        {sheet.repeat > 1 && (
          <span className="ms-2 font-normal">
            <span aria-hidden="true">×{sheet.repeat}</span>
            <span className="sr-only">, played {sheet.repeat} times</span>
          </span>
        )}
      </Heading>
      {sheet.lines.length === 0 && <p className="text-base-content/70">No bars yet</p>}
      {sheet.lines.map((line) => {
        const Line = line.kind === 'lyrics' ? LyricLine : ChordLine
        return <Line key={line.bars[0]?.id} line={line} playing={playing} size={size} />
      })}
    </section>
  )
})

/**
 * The song as a band reads it: title and facts, then each section once with its repeat count,
 * chords over the words sung on them. Read-only; what print, the shared page and the perform view show.
 */
export function LeadSheet({
  doc,
  show = same,
  songKey,
  capo = 0,
  playingBar = null,
  heading = 'h2',
  sectionHeading = heading === 'h2' ? 'h3' : 'h2',
  size = 'normal',
  firstBars = TYPE[size].screenBars,
}: LeadSheetProps) {
  const Title = heading ?? 'h2'
  const budget = useBarBudget(barsIn(doc.sections), firstBars)
  const mounted = firstScreenSections(doc.sections, playingBar?.section, budget)
  return (
    <div className="lead-sheet flex flex-col gap-6">
      {heading && (
        <header className="flex flex-col gap-1">
          <Title className="text-3xl font-extrabold tracking-tight">
            {doc.name || 'Untitled song'}
          </Title>
          <p className={size === 'large' ? 'text-xl' : 'text-base'}>
            {sheetFacts({ key: songKey, bpm: doc.bpm, timeSignature: doc.timeSignature, capo })}
          </p>
        </header>
      )}
      {doc.sections.slice(0, mounted).map((section, index) => (
        <SectionView
          key={section.id}
          section={section}
          index={index}
          show={show}
          playing={playingBar?.section === index ? playingBar.bar : null}
          size={size}
          headingLevel={sectionHeading}
        />
      ))}
    </div>
  )
}
