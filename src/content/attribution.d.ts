// Made by the build from the installed packages (scripts/vite/attribution.ts).
declare module 'virtual:attribution' {
  import type { PackageCredit, SoundCredit } from '@/content/attribution-types'
  /** Every runtime dependency, direct and transitive, sorted by name. */
  export const packages: PackageCredit[]
  export const sounds: SoundCredit[]
}
