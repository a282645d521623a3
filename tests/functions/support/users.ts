import { env } from 'cloudflare:workers'
import PocketBase, { ClientResponseError } from 'pocketbase'

export interface TestUser {
  id: string
  email: string
  token: string
}

export interface UserDates {
  premium_until?: Date
  trial_until?: Date
  didTrial?: boolean
  // Whether the address is confirmed; most tests act as a confirmed user (the default).
  verified?: boolean
  // Defaults to a unique fn-…@songpad.test address.
  email?: string
}

const PASSWORD = 'test-password-123'
const created: string[] = []

function client(): PocketBase {
  const pb = new PocketBase(env.POCKETBASE_URL)
  pb.autoCancellation(false)
  return pb
}

let admin: PocketBase | undefined

export async function adminClient(): Promise<PocketBase> {
  if (!admin) {
    const pb = client()
    await pb.admins.authWithPassword(env.PB_ADMIN_EMAIL, env.PB_ADMIN_PASSWORD).catch((error) => {
      throw new Error(
        `Cannot sign in to PocketBase at ${env.POCKETBASE_URL} as ${env.PB_ADMIN_EMAIL}: ` +
          'start it with pb_migrations and set POCKETBASE_URL / PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD',
        { cause: error },
      )
    })
    await assertUsersSchema(pb)
    admin = pb
  }
  return admin
}

// Fail early and clearly when PocketBase lacks the users fields from pb_migrations.
async function assertUsersSchema(pb: PocketBase): Promise<void> {
  const users = await pb.collections.getOne('users')
  const names = new Set(users.schema.map((field) => field.name))
  const missing = ['premium_until', 'trial_until', 'didTrial', 'stripe_customer_id'].filter(
    (name) => !names.has(name),
  )
  if (missing.length > 0) {
    throw new Error(
      `users collection lacks ${missing.join(', ')}: run PocketBase with pb_migrations`,
    )
  }
}

// Creates a throwaway user as admin (dates are server-only) and signs in as that user.
export async function createUser(dates: UserDates = {}): Promise<TestUser> {
  const pb = await adminClient()
  const email = dates.email ?? `fn-${crypto.randomUUID()}@songpad.test`
  const record = await pb.collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: 'Functions Test',
    premium_until: dates.premium_until?.toISOString() ?? '',
    trial_until: dates.trial_until?.toISOString() ?? '',
    didTrial: dates.didTrial ?? false,
    verified: dates.verified ?? true,
  })
  created.push(record.id)
  const auth = await client().collection('users').authWithPassword(email, PASSWORD)
  return { id: record.id, email, token: auth.token }
}

export async function deleteCreatedUsers(): Promise<void> {
  const pb = await adminClient()
  const ids = created.splice(0)
  // A test may have deleted its user already.
  await Promise.all(
    ids.map((id) =>
      pb
        .collection('users')
        .delete(id)
        .catch((error: unknown) => {
          if (!(error instanceof ClientResponseError && error.status === 404)) throw error
        }),
    ),
  )
}

// A token PocketBase signed but for no existing user: sign in, then delete the user.
export async function orphanedToken(): Promise<string> {
  const user = await createUser()
  const pb = await adminClient()
  await pb.collection('users').delete(user.id)
  created.splice(created.indexOf(user.id), 1)
  return user.token
}

export interface TestAdmin {
  id: string
  email: string
  password: string
}

const createdAdmins: string[] = []

// A second admin lets a test revoke the function's cached admin token without touching the main one.
export async function createAdmin(): Promise<TestAdmin> {
  const pb = await adminClient()
  const email = `fn-admin-${crypto.randomUUID()}@songpad.test`
  const password = 'test-admin-password-123'
  const admin = await pb.admins.create({ email, password, passwordConfirm: password })
  createdAdmins.push(admin.id)
  return { id: admin.id, email, password }
}

// Setting the password again rotates the admin's token key, revoking every issued token.
export async function revokeAdminTokens(admin: TestAdmin): Promise<void> {
  const pb = await adminClient()
  await pb.admins.update(admin.id, { password: admin.password, passwordConfirm: admin.password })
}

export async function deleteCreatedAdmins(): Promise<void> {
  const pb = await adminClient()
  const ids = createdAdmins.splice(0)
  await Promise.all(ids.map((id) => pb.admins.delete(id)))
}
