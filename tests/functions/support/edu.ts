import { adminClient } from './users.ts'

export interface TestLicense {
  id: string
  domain: string
  validUntil: Date
}

const created: string[] = []

// A throwaway edu license for a domain no other test uses.
export async function createLicense(seats: number, validUntil: Date): Promise<TestLicense> {
  const admin = await adminClient()
  const domain = `edu-${crypto.randomUUID().slice(0, 8)}.test`
  const record = await admin
    .collection('edu_licenses')
    .create({ domain, seats, valid_until: validUntil.toISOString() })
  created.push(record.id)
  return { id: record.id, domain, validUntil }
}

export async function grantsOf(licenseId: string) {
  const admin = await adminClient()
  return admin
    .collection('edu_grants')
    .getFullList({ filter: admin.filter('license = {:licenseId}', { licenseId }), sort: 'seat' })
}

// Their grants go with them (cascade).
export async function deleteCreatedLicenses(): Promise<void> {
  const admin = await adminClient()
  await Promise.all(created.splice(0).map((id) => admin.collection('edu_licenses').delete(id)))
}

export const emailAt = (domain: string) => `fn-${crypto.randomUUID()}@${domain}`
