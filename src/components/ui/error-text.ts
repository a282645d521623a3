// Error text mixed toward the page's text colour: it keeps 4.5:1 on the tinted alert backgrounds too.
export const ERROR_TEXT =
  'text-[color-mix(in_oklab,var(--color-error)_60%,var(--color-base-content))]'
