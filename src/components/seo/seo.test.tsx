import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Seo } from './seo'

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('Seo', () => {
  it('sets title, description, canonical, Open Graph and Twitter tags', async () => {
    render(<Seo title="Learn" description="Piano chords, explained." path="/learn" />)
    await waitFor(() => expect(document.title).toBe('Learn · Songpad'))
    const url = `${window.location.origin}/learn`
    expect(meta('meta[name="description"]')).toBe('Piano chords, explained.')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url)
    expect(meta('meta[property="og:title"]')).toBe('Learn · Songpad')
    expect(meta('meta[property="og:url"]')).toBe(url)
    expect(meta('meta[property="og:site_name"]')).toBe('Songpad')
    expect(meta('meta[property="og:image"]')).toMatch(/^http.*\/favicon\.svg$/)
    expect(meta('meta[name="twitter:card"]')).toBe('summary')
    expect(meta('meta[name="twitter:description"]')).toBe('Piano chords, explained.')
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })
})
