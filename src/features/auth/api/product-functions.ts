import * as v from 'valibot'
import type { MailingListId } from '@/config/constants'
import { loadPocketBase } from '@/lib/load-pocketbase'

// Our own /api functions want the user's PocketBase token, like get-active-premium; without one
// given, the signed-in session's.
async function postFunction(path: string, body: object, token?: string): Promise<unknown> {
  const authorization = token ?? (await loadPocketBase()).authStore.token
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

const EduLicenseSchema = v.object({ granted: v.boolean() })

// POST /api/check-edu-license {email, id}: may grant premium for a licensed school domain.
export async function checkEduLicense(
  user: { id: string; email: string },
  token?: string,
): Promise<{ granted: boolean }> {
  const answer = await postFunction(
    '/api/check-edu-license',
    { email: user.email, id: user.id },
    token,
  )
  return v.parse(EduLicenseSchema, answer)
}

// POST /api/add-email-list-member {email, list, name}.
export async function addEmailListMember(
  member: { email: string; name: string },
  list: MailingListId,
  token?: string,
): Promise<void> {
  await postFunction(
    '/api/add-email-list-member',
    { email: member.email, list, name: member.name },
    token,
  )
}
