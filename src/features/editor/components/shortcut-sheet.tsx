import { ClosableDialog } from '@/components/ui/modal'
import type { CommandGroup } from '../commands/command-types'
import { COMMANDS } from '../commands/registry'
import { ShortcutKeys } from './shortcut-keys'

const GROUPS: CommandGroup[] = [
  'Edit',
  'Words',
  'Move',
  'Bars',
  'Sections',
  'Playback',
  'View',
  'Song',
]

/** "?": every command with its shortcuts, by group. */
export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ClosableDialog open={open} title="Keyboard shortcuts" onClose={onClose}>
      <div className="mt-3 max-h-[70vh] overflow-auto">
        {/* Listed only while open: a closed sheet costs the editor's edits nothing. */}
        {(open ? GROUPS : []).map((group) => (
          <section key={group} aria-label={group} className="mb-4">
            <h3 className="mb-1 font-bold">{group}</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {COMMANDS.filter((command) => command.group === group).map((command) => (
                <div key={command.id} className="contents">
                  <dt>{command.label}</dt>
                  <dd className="flex flex-wrap justify-end gap-1">
                    {command.keyHint && <kbd className="kbd kbd-sm">{command.keyHint}</kbd>}
                    {command.keys?.map((key) => (
                      <ShortcutKeys key={key} shortcut={key} />
                    ))}
                    {!command.keyHint && !command.keys && (
                      <span className="text-base-content/80">Ctrl+K</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <p className="text-sm">
          Escape leaves the chord grid for the toolbar. In the words, Backspace at the start of a
          line joins it to the line before, and a verse pasted there is spread over the bars.
        </p>
      </div>
    </ClosableDialog>
  )
}
