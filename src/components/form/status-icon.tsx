type Tone = 'success' | 'error'

const PATHS: Record<Tone, string> = {
  success:
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.8a.75.75 0 0 0-1.22-.87l-3.24 4.53-1.63-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.76-5.25Z',
  error:
    'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
}
const COLOURS: Record<Tone, string> = { success: 'text-success', error: 'text-error' }

// Filled on a 20px grid, unlike the stroked `Icon`: a variant there would weigh on every page's
// first chunk. Decorative: the message beside the mark carries the meaning.
export function StatusIcon({ tone, className }: { tone: Tone; className: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={`${className} ${COLOURS[tone]}`}
    >
      <path fillRule="evenodd" d={PATHS[tone]} clipRule="evenodd" />
    </svg>
  )
}
