import { useViewersOn } from './presence-context'
import { viewerColour } from './viewer-colour'

const firstName = (name: string) => name.split(/\s+/)[0] || name

/** Small name tags on a bar for the co-writers who have it selected. */
export function PresenceBadges({ barId }: { barId: string }) {
  const viewers = useViewersOn(barId)
  if (viewers.length === 0) return null
  return (
    <ul
      aria-label="Also on this bar"
      className="pointer-events-none absolute -top-2.5 right-1 z-10 flex max-w-[90%] gap-0.5"
    >
      {viewers.map((viewer) => (
        <li
          key={viewer.user}
          title={viewer.name}
          data-presence={viewer.name}
          className={`max-w-24 truncate rounded-full px-1.5 text-[11px] leading-4 font-semibold shadow-sm ${viewerColour(viewer.user)}`}
        >
          {firstName(viewer.name)}
        </li>
      ))}
    </ul>
  )
}
