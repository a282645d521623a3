import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

/**
 * The design's theme tokens, loaded by src/index.css: the device's own fonts and the brand colour
 * in each theme. daisyUI's two themes, with their contrast fixes, are set in the stylesheet.
 */

// Brand violet (the logo's colour), tuned per theme to read as text on the base colours.
const brand = {
  light: { color: '#6d28d9', content: '#ffffff' },
  dark: { color: '#c4b5fd', content: '#1e1b4b' },
}

const brandVariables = ({ color, content }: { color: string; content: string }) => ({
  '--color-brand': color,
  '--color-brand-content': content,
})

export default {
  theme: {
    extend: {
      // The device's own fonts, no web font to wait for. Few names on purpose: each family a page
      // names but the device lacks costs a font lookup at the first layout (on Linux, several
      // milliseconds each).
      fontFamily: {
        sans: ['system-ui', 'sans-serif'],
        mono: ['ui-monospace', 'monospace'],
      },
      colors: {
        brand: { DEFAULT: 'var(--color-brand)', content: 'var(--color-brand-content)' },
      },
    },
  },
  plugins: [
    plugin(({ addBase }) =>
      addBase({
        ':root': brandVariables(brand.light),
        '[data-theme="dark"]': brandVariables(brand.dark),
        // Before the app sets data-theme (the first paint), the device's preference decides.
        '@media (prefers-color-scheme: dark)': {
          ':root:not([data-theme])': brandVariables(brand.dark),
        },
      }),
    ),
  ],
} satisfies Config
