import * as v from 'valibot'
import { assertOwnEmail } from '../_lib/auth.ts'
import { email } from '../_lib/fields.ts'
import { handler } from '../_lib/handler.ts'
import { json } from '../_lib/http.ts'
import { MAILING_LISTS, mailingList } from '../_lib/mailing-list.ts'
import { POCKETBASE_ENV } from '../_lib/pocketbase.ts'

const Body = v.object({
  email: email('email'),
  list: v.picklist(MAILING_LISTS, 'list must be 2 or 3.'),
})

// POST /api/remove-email-list-member {email, list}: takes the caller's own e-mail off a mailing
// list (the newsletter switched off, the account deleted). Not being on it is no error.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV, body: Body, auth: true },
  async ({ env, body, user }) => {
    assertOwnEmail(user, body.email)
    await mailingList(env).remove({ email: body.email.toLowerCase(), list: body.list })
    return json({ ok: true, list: body.list })
  },
)
