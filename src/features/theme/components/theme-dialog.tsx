import { useState } from 'react'
import { ClosableDialog } from '@/components/ui/modal'
import { readThemeSetting, saveThemeSetting } from '../apply-theme'
import type { ThemeSetting } from '../theme'

const OPTIONS: { value: ThemeSetting; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

type ThemeDialogProps = { open: boolean; onClose: () => void }

export function ThemeDialog({ open, onClose }: ThemeDialogProps) {
  const [setting, setSetting] = useState(readThemeSetting)

  const choose = (value: ThemeSetting) => {
    setSetting(value)
    saveThemeSetting(value)
  }

  return (
    <ClosableDialog open={open} title="Theme" onClose={onClose} closeLabel="Done">
      <fieldset className="mt-4">
        <legend className="mb-3 text-base-content/80">
          Choose how Songpad looks. System follows your device.
        </legend>
        <div className="grid gap-2">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-box border border-base-content/15 px-4 py-3 has-checked:border-brand has-checked:bg-base-200"
            >
              <input
                type="radio"
                name="theme"
                className="radio radio-sm"
                value={option.value}
                checked={setting === option.value}
                onChange={() => choose(option.value)}
              />
              <span className="font-medium">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </ClosableDialog>
  )
}
