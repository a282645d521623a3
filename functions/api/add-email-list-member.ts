import * as v from 'valibot'
import { assertOwnEmail } from '../_lib/auth.ts'
import { email } from '../_lib/fields.ts'
import { handler } from '../_lib/handler.ts'
import { HttpError, json } from '../_lib/http.ts'
import { MAILING_LISTS, mailingList } from '../_lib/mailing-list.ts'
import { POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'
import { CONFIRM_ADDRESS_FIRST, isVerified } from '../_lib/verified.ts'

const Body = v.object({
  email: email('email'),
  list: v.picklist(MAILING_LISTS, 'list must be 2 or 3.'),
  // Google sign-ups may have no name yet.
  name: v.optional(
    v.pipe(v.string('name must be a string.'), v.trim(), v.maxLength(200, 'name is too long.')),
    '',
  ),
})

// POST /api/add-email-list-member {email, list, name}: puts the caller's own confirmed e-mail on a
// mailing list.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV, body: Body, auth: true },
  async ({ env, body, user }) => {
    assertOwnEmail(user, body.email)
    // An unconfirmed account could be holding anyone's address.
    if (!(await withAdmin(env, (pb) => isVerified(pb, user.id)))) {
      throw new HttpError(403, CONFIRM_ADDRESS_FIRST)
    }
    await mailingList(env).add({
      email: body.email.toLowerCase(),
      list: body.list,
      name: body.name,
      userId: user.id,
    })
    return json({ ok: true, list: body.list })
  },
)
