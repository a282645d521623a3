/** What the mail catcher keeps of a mail, decoded by mailparser. */
export type ParsedMail = { subject: string; text: string; html: string }

/** The links in a mail's text and HTML, each once, as a test or a person would follow them. */
export function extractLinks(mail: ParsedMail): string[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? []
  // Plain-text mail wraps links in prose or markdown ("(https://…)."): that punctuation is not the link's.
  const clean = (link: string) => link.replaceAll('&amp;', '&').replace(/[).,;]+$/, '')
  return [...new Set(found.map(clean))]
}
