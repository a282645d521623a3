import { useRef } from 'react'
import type { CommandContext } from '../commands/command-types'
import type { CommandId } from '../commands/registry'
import { CommandButton } from './command-button'

type SongActionsProps = {
  context: () => CommandContext
  /** Opens the song's history (saves by everyone who writes it). */
  onHistory?: () => void
}

const EXPORTS: CommandId[] = [
  'song.midi',
  'song.wav',
  'song.chordpro',
  'song.plain-text',
  'song.print',
  'song.import',
]

/** The header's song actions: my songs, share, history, downloads, print and import. */
export function SongActions({ context, onHistory }: SongActionsProps) {
  const button = 'btn btn-sm btn-ghost'
  const menu = useRef<HTMLDetailsElement>(null)
  // Choosing an item closes the menu, as a menu does.
  const close = () => menu.current?.removeAttribute('open')
  return (
    <div className="print-hidden flex flex-wrap items-center gap-1">
      <CommandButton id="song.open" context={context} className={button} />
      <CommandButton id="song.perform" context={context} className={button} />
      <CommandButton id="song.share" context={context} className="btn btn-sm btn-primary" />
      {onHistory && (
        <button type="button" className={button} onClick={onHistory}>
          History
        </button>
      )}
      <details ref={menu} className="relative">
        <summary className={`${button} list-none`}>Export ▾</summary>
        <ul className="absolute right-0 z-30 mt-1 flex w-48 flex-col rounded-box border border-base-300 bg-base-100 p-1 shadow-lg">
          {EXPORTS.map((id) => (
            <li key={id}>
              <CommandButton
                id={id}
                context={context}
                className={`${button} w-full justify-start`}
                onChoose={close}
              />
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
