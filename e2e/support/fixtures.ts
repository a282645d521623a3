// The test and expect every spec that needs throwaway users imports: a `users` fixture makes them
// on demand and deletes each one after the test, passed or failed, so no spec keeps its own list.
import { test as base, expect } from '@playwright/test'
import { createUser, deleteUsers, type TestUser } from './users.ts'

export type Users = {
  /** Registers and signs in a fresh user (as createUser does), deleted once the test ends. */
  create(label?: string, name?: string): Promise<TestUser>
  /** Deletes, once the test ends, a user the test made another way (through the page, say). */
  track(user: { id: string }): void
}

export const test = base.extend<{ users: Users }>({
  // Playwright reads a fixture's dependencies from this pattern; `users` has none.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the pattern, even empty
  users: async ({}, use) => {
    const made: { id: string }[] = []
    await use({
      async create(label, name) {
        const user = await createUser(label, name)
        made.push(user)
        return user
      },
      track(user) {
        made.push(user)
      },
    })
    await deleteUsers(...made)
  },
})

export { expect }
