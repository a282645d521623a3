import { useRef } from 'react'
import type { EditorUi } from '../commands/command-types'

/** The header's song actions: my songs, share, downloads, print and import. */
export function SongActions({ ui }: { ui: EditorUi }) {
  const button = 'btn btn-sm btn-ghost'
  const menu = useRef<HTMLDetailsElement>(null)
  // Choosing an item closes the menu, as a menu does.
  const choose = (action: () => void) => () => {
    menu.current?.removeAttribute('open')
    action()
  }
  const exportItems: [label: string, action: () => void][] = [
    ['Download MIDI', ui.exportMidi],
    ['Download audio (WAV)', ui.exportWav],
    ['Download ChordPro', ui.exportChordPro],
    ['Print / PDF', ui.print],
    ['Import…', ui.openImport],
  ]
  return (
    <div className="print-hidden flex flex-wrap items-center gap-1">
      <button type="button" className={button} onClick={ui.openSongs} aria-keyshortcuts="Alt+O">
        My songs
      </button>
      <button type="button" className="btn btn-sm btn-primary" onClick={ui.openShare}>
        Share
      </button>
      <details ref={menu} className="relative">
        <summary className={`${button} list-none`}>Export ▾</summary>
        <ul className="absolute right-0 z-30 mt-1 flex w-48 flex-col rounded-box border border-base-300 bg-base-100 p-1 shadow-lg">
          {exportItems.map(([label, action]) => (
            <li key={label}>
              <button
                type="button"
                className={`${button} w-full justify-start`}
                onClick={choose(action)}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
