import { useState } from 'react'
import { ClosableDialog } from '@/components/ui/modal'
import { RadioChoices } from '@/components/ui/radio-choices'
import { readThemeSetting, saveThemeSetting } from '../apply-theme'
import type { ThemeSetting } from '../theme'

const OPTIONS: { value: ThemeSetting; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

const CHOICES = OPTIONS.map((option) => ({
  value: option.value,
  content: <span className="font-medium">{option.label}</span>,
}))

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
        <RadioChoices
          name="theme"
          checked={setting}
          onChange={choose}
          choices={CHOICES}
          className="grid gap-2"
          cardClassName="flex cursor-pointer items-center gap-3 rounded-box border border-base-content/15 px-4 py-3 has-checked:border-brand has-checked:bg-base-200"
          radioClassName="radio radio-sm"
        />
      </fieldset>
    </ClosableDialog>
  )
}
