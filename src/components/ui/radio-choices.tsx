import type { ReactNode } from 'react'

type RadioChoice<T> = { value: T; content: ReactNode }

type RadioChoicesProps<T extends string | number> = {
  /** The radios' shared name. */
  name: string
  choices: RadioChoice<T>[]
  checked: T
  onChange: (value: T) => void
  /** The group's layout. */
  className: string
  cardClassName: string
  radioClassName: string
}

/** One radio per choice, each in a card that is its label: a click anywhere on the card picks it. */
export function RadioChoices<T extends string | number>({
  name,
  choices,
  checked,
  onChange,
  className,
  cardClassName,
  radioClassName,
}: RadioChoicesProps<T>) {
  return (
    <div className={className}>
      {choices.map((choice) => (
        <label key={choice.value} className={cardClassName}>
          <input
            type="radio"
            name={name}
            className={radioClassName}
            value={choice.value}
            checked={checked === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.content}
        </label>
      ))}
    </div>
  )
}
