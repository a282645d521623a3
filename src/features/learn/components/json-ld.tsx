// Structured data for search engines, in the page body (a data block, never executed).
// "<" is escaped so no text in the data can close the script element.
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, from our own data.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
