import type { PackageCredit } from '@/content/attribution-types'

export type LicenseCount = { license: string; count: number }

/** How many packages use each licence, the most used first (ties by name). */
export function licenseCounts(packages: PackageCredit[]): LicenseCount[] {
  const counts = new Map<string, number>()
  for (const { license } of packages) counts.set(license, (counts.get(license) ?? 0) + 1)
  return [...counts]
    .map(([license, count]) => ({ license, count }))
    .sort((a, b) => b.count - a.count || a.license.localeCompare(b.license, 'en'))
}
