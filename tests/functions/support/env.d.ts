// The bindings vitest.functions.config.ts gives the test worker (`env` from cloudflare:workers).
declare global {
  namespace Cloudflare {
    interface Env {
      POCKETBASE_URL: string
      PB_ADMIN_EMAIL: string
      PB_ADMIN_PASSWORD: string
      MAIL_URL: string
    }
  }
}

export {}
