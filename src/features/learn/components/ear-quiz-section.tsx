import type { ChordSpec } from '@/music/chord-catalog'
import { OnDemand } from './on-demand'
import { Section } from './section'

/** The ear quiz, on /learn and on each chord page (there about its chord); its code comes at the press. */
export function EarQuizSection({ page }: { page?: ChordSpec }) {
  return (
    <Section id="ear-quiz" title="Train your ear">
      <p className="mb-4">
        Hear a chord and name its kind, five at a time. The choices grow as you improve; your score
        stays on this device.
      </p>
      <OnDemand
        label="Start the ear quiz"
        load={() => import('./ear-quiz').then((module) => module.EarQuiz)}
        props={{ page }}
      />
    </Section>
  )
}
