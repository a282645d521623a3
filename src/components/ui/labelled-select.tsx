/** One choice of a select; without a value, its label is its value. */
export type SelectOption = { value?: string | number; label: string; disabled?: boolean }

type LabelledSelectProps = {
  /** The text shown with the select. */
  label: string
  /** The select's accessible name, where the shown text alone says too little. */
  name?: string
  /** Beside its text, the select this wide (a width class); without one, under it at full width. */
  inlineWidth?: string
  /** More classes for the label, such as its place in a grid. */
  className?: string
  value: string | number
  options: readonly SelectOption[]
  onChange: (value: string) => void
}

/**
 * A select inside its label. It is named by aria-label, as the text of a label around a select
 * would otherwise take in the chosen option's text too ("Capo None").
 */
export function LabelledSelect({
  label,
  name = label,
  inlineWidth,
  className,
  value,
  options,
  onChange,
}: LabelledSelectProps) {
  const layout = inlineWidth
    ? { label: 'flex items-center gap-1.5 text-sm', select: `select select-sm ${inlineWidth}` }
    : { label: 'flex flex-col gap-1 text-sm font-medium', select: 'select select-sm w-full' }
  return (
    <label className={className ? `${layout.label} ${className}` : layout.label}>
      {label}
      <select
        aria-label={name}
        className={layout.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option
            key={option.value ?? option.label}
            value={option.value}
            disabled={option.disabled}
          >
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
