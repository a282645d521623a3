import { screen } from '@testing-library/react'
import { expect } from 'vitest'

// Each field, found by its label, carries this message as its accessible description.
export function expectFieldMessages(messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    expect(screen.getByLabelText(label), label).toHaveAccessibleDescription(message)
  }
}
