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
          <li>
            <button
              type="button"
              className={`${button} w-full justify-start`}
              onClick={choose(ui.exportMidi)}
            >
              Download MIDI
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${button} w-full justify-start`}
              onClick={choose(ui.exportChordPro)}
            >
              Download ChordPro
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${button} w-full justify-start`}
              onClick={choose(ui.print)}
            >
              Print / PDF
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${button} w-full justify-start`}
              onClick={choose(ui.openImport)}
            >
              Import…
            </button>
          </li>
        </ul>
      </details>
    </div>
  )
}
