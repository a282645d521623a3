import type { SoundCredit } from '@/content/attribution-types'

/** A recording's credit as CC BY asks: title, author, source, licence and the changes made. */
export function SoundCreditCard({ sound }: { sound: SoundCredit }) {
  return (
    <article className="rounded-box border border-base-content/10 bg-base-200/60 p-5 sm:p-6">
      <h3 className="text-lg font-bold">
        {sound.title} by {sound.author}
      </h3>
      <p className="mt-1 text-sm text-base-content/80">{sound.usedFor}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Licence</dt>
        <dd>
          <a href={sound.licenseUrl} className="link">
            {sound.license}
          </a>
        </dd>
        <dt className="font-semibold">Source</dt>
        <dd className="[overflow-wrap:anywhere]">
          <a href={sound.source} className="link">
            {sound.source.replace(/^https:\/\//, '')}
          </a>
        </dd>
        <dt className="font-semibold">Changes</dt>
        <dd>{sound.changes}</dd>
        <dt className="font-semibold">Files from</dt>
        <dd className="[overflow-wrap:anywhere]">
          <a href={sound.via.url} className="link">
            {sound.via.name}
          </a>{' '}
          {sound.via.version} ({sound.via.license})
        </dd>
      </dl>
    </article>
  )
}
