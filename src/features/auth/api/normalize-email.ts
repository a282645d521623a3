// E-mails are lowercased before sign-in, registration and reset; PocketBase 0.22 compares them case-sensitively.
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()
