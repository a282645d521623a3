// The shape of the policy pages' text (privacy policy, terms). Paragraphs are plain strings with two
// marks only: **strong** and [a link](/path, #section, mailto: or https:), rendered by
// src/components/legal; no HTML, so nothing in the text can inject markup.

export type LegalBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }

export type LegalSection = {
  /** The section's anchor (#id) and table-of-contents link. */
  id: string
  title: string
  blocks: LegalBlock[]
}

export type LegalDocument = {
  title: string
  /** The page's meta description and the lead under the title. */
  description: string
  /** ISO date of the last change (YYYY-MM-DD). */
  updated: string
  sections: LegalSection[]
}

/** The date the current texts took effect. */
export const LEGAL_UPDATED = '2026-11-21'
