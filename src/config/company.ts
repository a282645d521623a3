// The company behind Songpad, shown in the footer and on the About page.
export const company = {
  name: 'Songpad AB',
  // The About page's "a Swedish software company": the adjective of `country`.
  nationality: 'Swedish',
  email: 'hello@songpad.app',
  city: 'Gothenburg',
  country: 'Sweden',
} as const
