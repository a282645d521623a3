import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TextAreaField } from './text-area-field'
import { TextField } from './text-field'

function Controlled({ multiline }: { multiline?: boolean }) {
  const [value, setValue] = useState('')
  return multiline ? (
    <TextAreaField label="Message" optional limit={5} value={value} onChange={setValue} />
  ) : (
    <TextField
      label="Email"
      required
      hint="We'll reply to this address."
      error={value ? undefined : 'Please enter your e-mail address.'}
      value={value}
      onChange={setValue}
    />
  )
}

describe('TextField', () => {
  it('ties its label, its error and its hint to the input', async () => {
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBeRequired()
    expect(input).not.toHaveAttribute('required')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveClass('input-error')
    expect(input).toHaveAccessibleDescription(
      "Please enter your e-mail address. We'll reply to this address.",
    )
    await userEvent.type(input, 'a')
    expect(input).toHaveValue('a')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription("We'll reply to this address.")
  })

  it('is invalid, and described, by a message that lives elsewhere', () => {
    render(
      <>
        <TextField label="Password" value="" onChange={() => {}} invalidBy="alert" />
        <p id="alert">Invalid email or password</p>
      </>,
    )
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Invalid email or password')
  })
})

describe('TextAreaField', () => {
  it('says it is optional and counts characters for the eye only', async () => {
    render(<Controlled multiline />)
    const textarea = screen.getByLabelText('Message (optional)')
    await userEvent.type(textarea, '🎹 hi')
    expect(screen.getByText('4/5')).toHaveAttribute('aria-hidden', 'true')
    expect(textarea).toHaveAccessibleDescription('')
  })
})
