const FEATURES = [
  {
    title: 'Chords first',
    text: 'Write a song as a table of chords and labels: verses, choruses and bridges in one view.',
  },
  {
    title: 'Hear it at once',
    text: 'Play your progression back at your tempo and time signature while you try ideas.',
  },
  {
    title: 'Learn as you go',
    text: 'Every piano chord, shown and explained, with articles on harmony for songwriters.',
  },
  {
    title: 'Share with a link',
    text: 'Send a song to your band or a friend. They open it in the browser, nothing to install.',
  },
]

export function FeatureList() {
  return (
    <section
      aria-labelledby="features-title"
      className="border-t border-base-content/10 bg-base-200/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Everything a song needs to get started
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-box border border-base-content/10 bg-base-100 p-5"
            >
              <h3 className="font-bold">{feature.title}</h3>
              <p className="mt-2 text-sm text-base-content/80">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
