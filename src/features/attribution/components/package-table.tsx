import type { PackageCredit } from '@/content/attribution-types'

const COLUMNS = ['Package', 'Version', 'Licence']

/** One row per package: its name linking to its home, its version and its licence. */
export function PackageTable({ packages }: { packages: PackageCredit[] }) {
  return (
    <table className="mt-6 w-full border-collapse text-left text-sm">
      <caption className="sr-only">Open source packages, their versions and licences</caption>
      <thead>
        <tr className="border-b border-base-content/20 text-xs tracking-wide text-base-content/80 uppercase">
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={column === 'Licence' ? 'py-2 font-semibold' : 'py-2 pr-3 font-semibold'}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {packages.map((pkg) => (
          <tr key={`${pkg.name}@${pkg.version}`} className="border-b border-base-content/10">
            <th scope="row" className="py-2.5 pr-3 font-medium [overflow-wrap:anywhere]">
              <a href={pkg.url} className="link link-hover text-brand">
                {pkg.name}
              </a>
            </th>
            <td className="py-2.5 pr-3 font-mono text-xs text-base-content/80 tabular-nums">
              {pkg.version}
            </td>
            <td className="py-2.5">{pkg.license}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
