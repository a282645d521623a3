import { useEffect, useState } from 'react'
import { LabelledSelect, type SelectOption } from '@/components/ui/labelled-select'
import { Modal } from '@/components/ui/modal'
import { chordName, parseChord } from '@/music/chord-symbol'

const ROOTS = ['C', 'C#', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B']
const QUALITIES = [
  { value: '', label: 'major' },
  { value: 'm', label: 'minor (m)' },
  { value: '7', label: 'dominant 7' },
  { value: 'maj7', label: 'major 7 (maj7)' },
  { value: 'm7', label: 'minor 7 (m7)' },
  { value: 'sus2', label: 'sus2' },
  { value: 'sus4', label: 'sus4' },
  { value: '7sus4', label: '7sus4' },
  { value: 'dim', label: 'diminished (dim)' },
  { value: 'dim7', label: 'diminished 7 (dim7)' },
  { value: 'm7b5', label: 'half-diminished (m7b5)' },
  { value: 'aug', label: 'augmented (aug)' },
  { value: '6', label: '6' },
  { value: 'm6', label: 'minor 6 (m6)' },
]
/** What may follow a quality: tonal reads most of these combinations; the preview says when not. */
const EXTENSIONS = ['', 'add9', '9', '11', '13', 'b9', '#9', '#11', 'b13']

type Choice = ReturnType<typeof parts>
const ROOT_OPTIONS: SelectOption[] = ROOTS.map((root) => ({ value: root, label: root }))

/** The menus a chord is built from, in the order of its symbol. */
const PARTS: { part: keyof Choice; label: string; options: SelectOption[] }[] = [
  { part: 'root', label: 'Root', options: ROOT_OPTIONS },
  { part: 'quality', label: 'Quality', options: QUALITIES },
  {
    part: 'extension',
    label: 'Extension',
    options: EXTENSIONS.map((extension) => ({ value: extension, label: extension || 'none' })),
  },
  { part: 'bass', label: 'Bass', options: [{ value: '', label: 'the root' }, ...ROOT_OPTIONS] },
]

type ChordPickerProps = {
  open: boolean
  current: string
  onClose: () => void
  onPick: (symbol: string) => void
}

/** Split a symbol into the picker's parts, as far as it can. */
function parts(symbol: string) {
  const chord = parseChord(symbol)
  if (!chord) return { root: 'C', quality: '', extension: '', bass: '' }
  // The longest quality the chord's own starts with: "m7" of Am7, not "m".
  const quality = QUALITIES.reduce(
    (best, q) =>
      chord.quality.startsWith(q.value) && q.value.length > best.length ? q.value : best,
    '',
  )
  const rest = chord.quality.slice(quality.length)
  return {
    root: chord.root,
    quality,
    extension: EXTENSIONS.includes(rest) ? rest : '',
    bass: chord.bass ?? '',
  }
}

/** A chord built from menus: root, quality, extension and bass, with a live check of the result. */
export function ChordPicker({ open, current, onClose, onPick }: ChordPickerProps) {
  const [choice, setChoice] = useState(() => parts(current))
  useEffect(() => {
    if (open) setChoice(parts(current))
  }, [open, current])
  const quality =
    choice.extension && /^\d/.test(choice.extension) && choice.quality === '7' ? '' : choice.quality
  const symbol = `${choice.root}${quality}${choice.extension}${choice.bass ? `/${choice.bass}` : ''}`
  const valid = parseChord(symbol) !== undefined
  return (
    <Modal open={open} title="Pick a chord" dismissible onClose={onClose}>
      <form
        className="mt-3 grid grid-cols-2 gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) onPick(symbol)
        }}
      >
        {PARTS.map(({ part, label, options }) => (
          <LabelledSelect
            key={part}
            label={label}
            value={choice[part]}
            options={options}
            onChange={(value) => setChoice({ ...choice, [part]: value })}
          />
        ))}
        <p className="col-span-2 text-lg" aria-live="polite">
          <span className="font-bold">{symbol}</span>{' '}
          {valid ? (
            <span className="text-sm text-base-content/80">{chordName(symbol)}</span>
          ) : (
            <span className="text-sm text-error">is not a chord we can read: change a part.</span>
          )}
        </p>
        <div className="modal-action col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid}>
            Use {symbol}
          </button>
        </div>
      </form>
    </Modal>
  )
}
