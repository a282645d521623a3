/** An npm package the app ships, as the build found it installed (scripts/vite/attribution.ts). */
export type PackageCredit = {
  name: string
  version: string
  /** An SPDX expression, e.g. "MIT" or "(MIT OR Apache-2.0)"; "UNKNOWN" when the package names none. */
  license: string
  /** Its homepage or repository as an https URL, else its npm page. */
  url: string
}

/** A recording the app plays, with what its licence asks us to credit. */
export type SoundCredit = {
  title: string
  author: string
  source: string
  license: string
  licenseUrl: string
  /** Where the app plays it. */
  usedFor: string
  /** How the files we serve differ from the source, and who made them so. */
  changes: string
  /** The npm package the files come from. */
  via: PackageCredit
}
