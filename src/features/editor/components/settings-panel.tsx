import { type Dispatch, memo, useId } from 'react'
import { LabelledSelect } from '@/components/ui/labelled-select'
import { INSTRUMENTS } from '@/song/instruments'
import { BPM_MAX, BPM_MIN, DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@/song/limits'
import type { Instrument, SongDocument } from '@/song/types'
import type { EditorAction } from '../state/editor-reducer'
import { fieldEdit } from '../state/field-edit'
import { setTimeSignature } from '../state/song-edits'

export const TIME_SIGNATURES = ['2/4', '3/4', '4/4', '5/4', '6/8', '7/8', '9/8', '12/8', '1/4']
const TONICS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B']
const MINOR_TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B']
export const KEYS = [...TONICS, ...MINOR_TONICS.map((tonic) => `${tonic}m`)]

const INSTRUMENT_OPTIONS = INSTRUMENTS.map(({ id, label }) => ({ value: id, label }))

const keyName = (key: string) => (key.endsWith('m') ? `${key.slice(0, -1)} minor` : `${key} major`)

/** The fields the panel shows: the only ones it may read, and a chord edit changes none of them. */
const SHOWN = ['name', 'bpm', 'timeSignature', 'instrument', 'key', 'tags', 'description'] as const

type SettingsPanelProps = {
  doc: Pick<SongDocument, (typeof SHOWN)[number]>
  dispatch: Dispatch<EditorAction>
  guessedKey: string
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

// Memo on the shown fields alone, so a chord edit leaves the panel alone.
const sameSettings = (a: SettingsPanelProps, b: SettingsPanelProps) =>
  a.dispatch === b.dispatch &&
  a.guessedKey === b.guessedKey &&
  SHOWN.every((field) => a.doc[field] === b.doc[field])

/** Song settings: name, tempo, time signature, instrument, key, tags and description. */
export const SettingsPanel = memo(function SettingsPanel({
  doc,
  dispatch,
  guessedKey,
}: SettingsPanelProps) {
  const id = useId()
  const edit = (field: string, change: (doc: SongDocument) => SongDocument) =>
    dispatch(fieldEdit(field, change))
  const meter = `${doc.timeSignature.beats}/${doc.timeSignature.unit}`
  const field = 'flex flex-col gap-1 text-sm font-medium'
  // A meter or key the lists lack (an imported song's) is offered too, first.
  const meters = TIME_SIGNATURES.includes(meter) ? TIME_SIGNATURES : [meter, ...TIME_SIGNATURES]
  const keys = KEYS.includes(doc.key) || !doc.key ? KEYS : [doc.key, ...KEYS]
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Song settings
      </h2>
      <label className={field}>
        Name
        <input
          data-setting="name"
          className="input input-sm w-full"
          value={doc.name}
          maxLength={NAME_MAX_LENGTH}
          onChange={(event) => edit('name', (d) => ({ ...d, name: event.target.value }))}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className={field}>
          Tempo (bpm)
          <input
            type="number"
            min={20}
            max={300}
            className="input input-sm w-full"
            value={doc.bpm}
            onChange={(event) => {
              const bpm = Math.round(Number(event.target.value))
              if (bpm >= BPM_MIN && bpm <= BPM_MAX) edit('bpm', (d) => ({ ...d, bpm }))
            }}
          />
        </label>
        <LabelledSelect
          label="Time signature"
          value={meter}
          options={meters.map((signature) => ({ label: signature }))}
          onChange={(value) => {
            const [beats = 4, unit = 4] = value.split('/').map(Number)
            edit('meter', (d) => setTimeSignature(d, beats, unit))
          }}
        />
        <LabelledSelect
          label="Instrument"
          value={doc.instrument}
          options={INSTRUMENT_OPTIONS}
          onChange={(value) => {
            const instrument = Number(value) as Instrument
            edit('instrument', (d) => ({ ...d, instrument }))
          }}
        />
        <LabelledSelect
          label="Key"
          className="col-span-2"
          value={doc.key}
          options={[
            { value: '', label: guessedKey ? `Not set (guessed: ${guessedKey})` : 'Not set' },
            ...keys.map((key) => ({ value: key, label: keyName(key) })),
          ]}
          onChange={(key) => edit('key', (d) => ({ ...d, key }))}
        />
      </div>
      <label className={field}>
        Tags
        <input
          className="input input-sm w-full"
          defaultValue={doc.tags.join(', ')}
          key={doc.tags.join(',')}
          placeholder="ballad, demo"
          aria-describedby={`${id}-tags`}
          onBlur={(event) => {
            const tags = tagsOf(event.target.value)
            if (tags.join(',') !== doc.tags.join(',')) edit('tags', (d) => ({ ...d, tags }))
          }}
        />
        <span id={`${id}-tags`} className="text-xs font-normal text-base-content/80">
          Separate tags with commas.
        </span>
      </label>
      <label className={field}>
        Description
        <textarea
          className="textarea textarea-sm w-full"
          rows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={doc.description}
          onChange={(event) =>
            edit('description', (d) => ({ ...d, description: event.target.value }))
          }
        />
      </label>
    </section>
  )
}, sameSettings)
