import type { Faq } from '../chord-faq'

/** Short questions and answers; each opens on its own. */
export function ChordFaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-base-content/15 rounded-box border border-base-content/15">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-4 py-3">
          <summary className="cursor-pointer font-semibold marker:text-brand">
            {faq.question}
          </summary>
          <p className="mt-2 text-base-content/90">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
