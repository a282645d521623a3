type Card = { title: string; text: string }

// A tinted card stands out on the page's own background; on a tinted band the cards take the
// page's colour instead, with a little more room.
const TONES = {
  tinted: {
    card: 'rounded-box border border-base-content/10 bg-base-200/60 p-4',
    text: 'mt-1 text-sm text-base-content/80',
  },
  base: {
    card: 'rounded-box border border-base-content/10 bg-base-100 p-5',
    text: 'mt-2 text-sm text-base-content/80',
  },
}

type CardListProps = {
  cards: Card[]
  /** The list's place and layout. */
  className: string
  tone?: keyof typeof TONES
}

/** A list of cards, each a short title over a line of text. */
export function CardList({ cards, className, tone = 'tinted' }: CardListProps) {
  const look = TONES[tone]
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title} className={look.card}>
          <h3 className="font-bold">{card.title}</h3>
          <p className={look.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
