// PocketBase's users collection asks for at least 8 characters (pb_migrations, minPasswordLength).
export const MIN_PASSWORD_LENGTH = 8

export type PasswordForm = { oldPassword: string; password: string; passwordConfirm: string }
export type PasswordProblems = Partial<Record<keyof PasswordForm, string>>

// What is wrong with the form before anything is sent; empty when it may be sent.
export function checkPasswordForm(form: PasswordForm): PasswordProblems {
  const problems: PasswordProblems = {}
  if (!form.oldPassword) problems.oldPassword = 'Enter your current password.'
  if (form.password.length < MIN_PASSWORD_LENGTH)
    problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  else if (form.password === form.oldPassword)
    problems.password = 'Choose a password different from the current one.'
  if (form.passwordConfirm !== form.password)
    problems.passwordConfirm = 'The two new passwords do not match.'
  return problems
}
