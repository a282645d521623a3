import { Spinner } from '@/components/ui/spinner'

/**
 * What /write shows until the editor has its song: the editor's header at its own size, the song's
 * title still to come, what is happening in a status, and a screen's height below it so the footer stays out of
 * view. The build prerenders it (the page paints from HTML on a phone), and the route shows it while
 * the plan, the editor's code and the song load, so the editor takes its place without a jump.
 */
export function EditorFrame({ status }: { status: string }) {
  return (
    <div className="song-editor mx-auto flex min-h-dvh max-w-7xl flex-col gap-4 px-3 py-4 sm:px-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="w-full min-w-0 truncate text-2xl font-extrabold tracking-tight sm:w-auto sm:flex-1 sm:text-3xl">
          Opening your song…
        </h1>
      </header>
      <Spinner label={status} className="min-h-[50vh]" />
    </div>
  )
}
