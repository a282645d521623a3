const BARS = [
  { chord: 'C', lyric: 'Here comes' },
  { chord: 'Am', lyric: 'the morning' },
  { chord: 'F', lyric: 'light on the' },
  { chord: 'G', lyric: 'water' },
]

// A still picture of a song in the editor; decorative, so hidden from assistive tech.
export function SongPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand/25 via-secondary/30 to-accent/40 blur-2xl" />
      <div className="rounded-box border border-base-content/10 bg-base-100 p-6 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="font-bold">Morning Light</p>
          <p className="text-sm text-base-content/70">Piano · 60 bpm · 4/4</p>
        </div>
        <div className="mt-6 grid grid-cols-4 gap-2">
          {BARS.map((bar) => (
            <div key={bar.chord} className="rounded-field bg-base-200 px-3 py-4">
              <p className="text-2xl font-extrabold">{bar.chord}</p>
              <p className="mt-1 hidden truncate text-xs text-base-content/70 sm:block">
                {bar.lyric}
              </p>
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-full bg-brand text-brand-content">
            ▶
          </span>
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-base-200">
            <div className="h-full w-2/5 rounded-full bg-brand" />
          </div>
          <span className="text-sm tabular-nums text-base-content/70">0:06</span>
        </div>
      </div>
    </div>
  )
}
