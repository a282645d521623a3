import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/testing/render-with-router'
import { ApplicationForm, HONEYPOT_NAME } from './application-form'

// Typing and rendering take a while on a busy 2-core machine.
const SLOW_MACHINE_MS = 20_000
const CREATE = '/api/collections/affiliate_applications/records'

type Reply = { status: number; body?: unknown } | 'network-error'

/** Stubs fetch at the HTTP boundary; the real SDK sends the request. Records every body sent. */
function fakePocketBase(...replies: Reply[]) {
  const sent: { path: string; body: unknown }[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input)).pathname
      sent.push({ path, body: JSON.parse(String(init.body)) })
      if (replies.length === 0) await held
      const reply = replies.shift() ?? { status: 200, body: {} }
      if (reply === 'network-error') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return { sent, release }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderForm() {
  const { container } = renderWithRouter(<ApplicationForm />, { path: '/affiliate' })
  const fields = {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    website: screen.getByRole('textbox', { name: /Website, channel or blog/ }),
    audience: screen.getByRole('textbox', { name: /Where would you recommend Songpad/ }),
    message: screen.getByRole('textbox', { name: /Anything else/ }),
  }
  type Field = keyof typeof fields
  return {
    ...fields,
    send: screen.getByRole('button', { name: 'Send application' }),
    container,
    // Types into the fields given, in the form's order.
    fill: async (values: Partial<Record<Field, string>>) => {
      for (const field of Object.keys(fields) as Field[]) {
        const text = values[field]
        if (text) await userEvent.type(fields[field], text)
      }
    },
  }
}

describe('the affiliate application form', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows the missing fields under them, focuses the first and sends nothing', async () => {
    const backend = fakePocketBase()
    const form = renderForm()
    await userEvent.click(form.send)
    expect(await screen.findByText('Please enter your name.')).toBeVisible()
    expect(screen.getByText('Please enter your e-mail address.')).toBeVisible()
    expect(form.name).toHaveAttribute('aria-invalid', 'true')
    expect(form.name).toHaveAccessibleDescription('Please enter your name.')
    expect(form.name).toHaveFocus()
    expect(form.website).not.toHaveAttribute('aria-invalid')
    expect(backend.sent).toEqual([])
  })

  it('refuses a bad e-mail, a bad website and a text over its limit, and clears a fixed field', async () => {
    const backend = fakePocketBase()
    const form = renderForm()
    await form.fill({ name: 'Ada', email: 'ada@example', website: 'not a site' })
    await userEvent.click(form.audience)
    await userEvent.paste('x'.repeat(301))
    await userEvent.click(form.send)
    expect(await screen.findByText(/valid e-mail address/)).toBeVisible()
    expect(screen.getByText(/web address like/)).toBeVisible()
    expect(screen.getByText(/shorten this to 300 characters or fewer \(it has 301\)/)).toBeVisible()
    expect(form.email).toHaveFocus()
    await userEvent.type(form.email, '.com')
    expect(screen.queryByText(/valid e-mail address/)).toBeNull()
    expect(screen.getByText(/web address like/)).toBeVisible()
    expect(backend.sent).toEqual([])
  })

  it('sends the trimmed application, shows its pending state, then thanks by name and address', async () => {
    const backend = fakePocketBase()
    const form = renderForm()
    await form.fill({
      name: '  Ada Lovelace ',
      email: 'ada@example.com',
      website: 'ada.example',
      audience: 'My piano class',
    })
    await userEvent.click(form.send)
    await waitFor(() => expect(form.send).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByRole('status')).toHaveTextContent('Sending your application…')
    // A second press while sending sends nothing more.
    await userEvent.click(form.send)
    backend.release()
    const thanks = await screen.findByRole('heading', { name: 'Thanks, Ada Lovelace!' })
    expect(thanks).toHaveFocus()
    expect(screen.getByText("We'll reply to ada@example.com within a few days.")).toBeVisible()
    expect(backend.sent).toEqual([
      {
        path: CREATE,
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          website: 'https://ada.example',
          audience: 'My piano class',
          message: '',
        },
      },
    ])
  })

  it('puts the server’s field errors under the fields', async () => {
    fakePocketBase({
      status: 400,
      body: {
        code: 400,
        message: 'Failed to create record.',
        data: { email: { code: 'validation_invalid_email', message: 'Must be a valid email.' } },
      },
    })
    const form = renderForm()
    await form.fill({ name: 'Ada', email: 'ada@example.com' })
    await userEvent.click(form.send)
    expect(await screen.findByText(/valid e-mail address/)).toBeVisible()
    expect(form.email).toHaveAttribute('aria-invalid', 'true')
    expect(form.email).toHaveFocus()
    expect(screen.queryByRole('heading', { name: /Thanks/ })).toBeNull()
  })

  it('says so when the network fails, keeps what was typed, and sends on the next try', async () => {
    const backend = fakePocketBase('network-error', { status: 200, body: {} })
    const form = renderForm()
    await form.fill({ name: 'Ada', email: 'ada@example.com' })
    await userEvent.click(form.send)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Songpad. Check your connection and try again.',
    )
    expect(form.name).toHaveValue('Ada')
    await userEvent.click(form.send)
    expect(await screen.findByRole('heading', { name: 'Thanks, Ada!' })).toBeVisible()
    expect(backend.sent).toHaveLength(2)
  })

  it('says so at once when the browser is offline, without loading anything', async () => {
    const backend = fakePocketBase()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const form = renderForm()
    await form.fill({ name: 'Ada', email: 'ada@example.com' })
    await userEvent.click(form.send)
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Songpad/)
    expect(backend.sent).toEqual([])
  })

  it('thanks a bot that filled the hidden field, but sends nothing', async () => {
    const backend = fakePocketBase()
    const form = renderForm()
    const honeypot = form.container.querySelector<HTMLInputElement>(
      `input[name="${HONEYPOT_NAME}"]`,
    )
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    await form.fill({ name: 'Bot', email: 'bot@spam.example' })
    if (honeypot) await userEvent.type(honeypot, '555-1234')
    await userEvent.click(form.send)
    expect(await screen.findByRole('heading', { name: 'Thanks, Bot!' })).toBeVisible()
    expect(backend.sent).toEqual([])
  })
})
