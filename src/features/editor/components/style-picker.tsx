import { type Dispatch, memo, useId } from 'react'
import { STYLE_IDS, STYLE_NAMES, type StyleId } from '@/audio/styles/style-ids'
import type { Section } from '@/song/types'
import type { EditorAction } from '../state/editor-reducer'
import { fieldEdit } from '../state/field-edit'
import { setSectionStyle } from '../state/song-edits'

type StylePickerProps = {
  style: StyleId
  sections: readonly Pick<Section, 'id' | 'label' | 'style'>[]
  dispatch: Dispatch<EditorAction>
}

const field = 'flex flex-col gap-1 text-sm font-medium'

/** Every style, for the song's select and each section's. */
const STYLE_OPTIONS = STYLE_IDS.map((id) => (
  <option key={id} value={id}>
    {STYLE_NAMES[id]}
  </option>
))

/** The song's style, and a style of its own for any section (a bridge in swing, say). */
export const StylePicker = memo(function StylePicker({
  style,
  sections,
  dispatch,
}: StylePickerProps) {
  const id = useId()
  // The empty choice is the song's style.
  const chooseSectionStyle = (index: number, value: string) =>
    dispatch(
      fieldEdit(`section-style-${index}`, (doc) =>
        setSectionStyle(doc, index, value ? (value as StyleId) : undefined),
      ),
    )
  return (
    <div className="flex flex-col gap-3">
      <div className={field}>
        <label htmlFor={`${id}-style`}>Style</label>
        <select
          id={`${id}-style`}
          className="select select-sm min-h-11 w-full"
          value={style}
          onChange={(event) => {
            const chosen = event.target.value as StyleId
            dispatch(fieldEdit('style', (doc) => ({ ...doc, style: chosen })))
          }}
        >
          {STYLE_OPTIONS}
        </select>
      </div>
      {sections.length > 1 && (
        <details className="group text-sm">
          <summary
            id={`${id}-sections`}
            className="flex min-h-11 cursor-pointer items-center gap-2 font-medium"
          >
            {/* A flex summary loses the browser's marker: this one turns as it opens. */}
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ▸
            </span>
            A style for each section
          </summary>
          <ul className="mt-1 flex flex-col gap-2" aria-labelledby={`${id}-sections`}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <div className="flex items-center justify-between gap-2">
                  <label htmlFor={`${id}-section-${index}`} className="truncate">
                    {section.label || `Section ${index + 1}`}
                  </label>
                  <select
                    id={`${id}-section-${index}`}
                    className="select select-sm min-h-11 w-40"
                    value={section.style ?? ''}
                    onChange={(event) => chooseSectionStyle(index, event.target.value)}
                  >
                    <option value="">Song’s style</option>
                    {STYLE_OPTIONS}
                  </select>
                </div>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
})
