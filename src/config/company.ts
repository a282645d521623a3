// The company behind Songpad, shown in the footer and on the About page.
export const company = {
  name: 'Songpad AB',
  email: 'hello@songpad.app',
  city: 'Gothenburg',
  country: 'Sweden',
} as const
