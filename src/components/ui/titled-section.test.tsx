import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TitledSection } from './titled-section'

describe('TitledSection', () => {
  it('is a region named by its heading, with its content after the heading', () => {
    render(
      <TitledSection id="apply" titleId="apply-title" title="Apply" className="mt-12">
        <p>The form</p>
      </TitledSection>,
    )
    const section = screen.getByRole('region', { name: 'Apply' })
    expect(section).toHaveAttribute('id', 'apply')
    expect(section).toHaveClass('mt-12')
    const heading = screen.getByRole('heading', { level: 2, name: 'Apply' })
    expect(heading).toHaveAttribute('id', 'apply-title')
    expect(section.firstElementChild).toBe(heading)
    expect(heading.nextElementSibling).toHaveTextContent('The form')
  })

  it('leaves out the id and class it is not given', () => {
    render(
      <TitledSection titleId="steps-title" title="How it works">
        <ol />
      </TitledSection>,
    )
    const section = screen.getByRole('region', { name: 'How it works' })
    expect(section).not.toHaveAttribute('id')
    expect(section).not.toHaveAttribute('class')
  })
})
