import { shortcutKeys } from '../commands/shortcuts'

/** A shortcut as keycaps. */
export function ShortcutKeys({ shortcut }: { shortcut: string }) {
  return (
    <span className="inline-flex gap-0.5">
      {shortcutKeys(shortcut).map((key, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keys of one shortcut keep their order.
        <kbd key={i} className="kbd kbd-sm">
          {key}
        </kbd>
      ))}
    </span>
  )
}
