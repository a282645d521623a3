import * as v from 'valibot'
import type { MailingListId } from '@/config/constants'
import { FunctionError, postFunction } from '@/lib/functions'

// Registration reads only whether a call went through: a refusal names the endpoint and its status.
// Without a token given, the signed-in session's.
async function post(name: string, body: object, token?: string): Promise<unknown> {
  try {
    return await postFunction(name, body, token)
  } catch (error) {
    if (error instanceof FunctionError && error.status !== 0)
      throw new Error(`/api/${name} answered ${error.status}`)
    throw error
  }
}

const EduLicenseSchema = v.object({ granted: v.boolean() })

// POST /api/check-edu-license {email, id}: may grant premium for a licensed school domain.
export async function checkEduLicense(
  user: { id: string; email: string },
  token?: string,
): Promise<{ granted: boolean }> {
  const answer = await post('check-edu-license', { email: user.email, id: user.id }, token)
  return v.parse(EduLicenseSchema, answer)
}

// POST /api/add-email-list-member {email, list, name}.
export async function addEmailListMember(
  member: { email: string; name: string },
  list: MailingListId,
  token?: string,
): Promise<void> {
  await post('add-email-list-member', { email: member.email, list, name: member.name }, token)
}
