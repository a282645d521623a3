import { useId } from 'react'

type ConsentToggleProps = {
  title: string
  hint: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}

export function ConsentToggle({ title, hint, checked, disabled, onChange }: ConsentToggleProps) {
  const id = useId()
  return (
    <label
      className={`flex items-center justify-between gap-4 rounded-box bg-base-200 px-4 py-3 ${disabled ? '' : 'cursor-pointer'}`}
    >
      <span>
        <span id={`${id}-title`} className="block font-semibold">
          {title}
        </span>
        <span id={`${id}-hint`} className="text-sm text-base-content/75">
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        className="toggle"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </label>
  )
}
