import { ConfigError, type Env, isHttpUrl } from './env.ts'
import { HttpError } from './http.ts'
import { isUniqueViolation, type PocketBaseEnv, withAdmin } from './pocketbase.ts'

// Mailing lists: 3 holds every member, 2 the newsletter's readers.
export const MAILING_LISTS = [2, 3] as const
export type MailingListId = (typeof MAILING_LISTS)[number]

export interface ListMember {
  email: string
  list: MailingListId
  name: string
  userId: string
}

// Adding a member who is already on the list updates them, and removing one who is not there
// does nothing: neither is an error.
export interface MailingList {
  add(member: ListMember): Promise<void>
  remove(member: Pick<ListMember, 'email' | 'list'>): Promise<void>
}

const BREVO_API_URL = 'https://api.brevo.com/v3'
const BREVO_TIMEOUT_MS = 10_000

// Brevo when its key is configured, otherwise PocketBase's own list_members collection.
export function mailingList(env: PocketBaseEnv & Env): MailingList {
  const key = env.BREVO_API_KEY?.trim()
  return key ? brevoList(key, brevoUrl(env)) : pocketBaseList(env)
}

function brevoUrl(env: Env): string {
  const url = env.BREVO_API_URL?.trim() || BREVO_API_URL
  if (!isHttpUrl(url))
    throw new ConfigError('Server is misconfigured: BREVO_API_URL is not an http(s) URL.')
  return url.replace(/\/+$/, '')
}

// https://developers.brevo.com/reference/createcontact and /remove-contact-from-list: Brevo's list
// ids are numbers, like ours.
export function brevoList(apiKey: string, baseUrl: string): MailingList {
  const post = (path: string, body: object): Promise<Response> =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'api-key': apiKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(BREVO_TIMEOUT_MS),
    }).catch((error: unknown) => {
      console.error('[mailing-list] Brevo unreachable', error)
      throw unavailable()
    })
  const fail = async (response: Response): Promise<never> => {
    console.error(`[mailing-list] Brevo answered ${response.status}: ${await response.text()}`)
    throw unavailable()
  }
  return {
    async add({ email, list, name }) {
      const response = await post('/contacts', {
        email,
        listIds: [list],
        updateEnabled: true,
        // An empty name would wipe the one Brevo already has.
        ...(name ? { attributes: { FIRSTNAME: name } } : {}),
      })
      if (!response.ok) await fail(response)
    },
    async remove({ email, list }) {
      const response = await post(`/contacts/lists/${list}/contacts/remove`, { emails: [email] })
      if (response.ok || (await isNotOnList(response.clone()))) return
      await fail(response)
    },
  }
}

// Brevo answers 400 "Contact already removed from list and/or does not exist" for an address that
// is not on the list: what the caller wanted is already so.
async function isNotOnList(response: Response): Promise<boolean> {
  if (response.status !== 400) return false
  const body = (await response.json().catch(() => ({}))) as { message?: unknown }
  return typeof body.message === 'string' && /already removed|does not exist/i.test(body.message)
}

function unavailable(): HttpError {
  return new HttpError(502, 'The mailing list service is unavailable. Please try again later.')
}

// The embedded default: one record per e-mail and list (a unique index), kept by the server alone.
export function pocketBaseList(env: PocketBaseEnv): MailingList {
  return {
    add: ({ email, list, name, userId }) =>
      withAdmin(env, async (pb) => {
        const members = pb.collection('list_members')
        const fields = { email, list, name, user: userId }
        try {
          await members.create(fields)
        } catch (error) {
          if (!isUniqueViolation(error, 'email')) throw error
          const existing = await members.getFirstListItem(
            pb.filter('email = {:email} && list = {:list}', { email, list }),
            { fields: 'id' },
          )
          await members.update(existing.id, fields)
        }
      }),
    remove: ({ email, list }) =>
      withAdmin(env, async (pb) => {
        const members = pb.collection('list_members')
        const found = await members.getFullList({
          filter: pb.filter('email = {:email} && list = {:list}', { email, list }),
          fields: 'id',
        })
        for (const { id } of found) await members.delete(id)
      }),
  }
}
