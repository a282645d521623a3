import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { EmailField } from '@/components/form/email-field'
import { SubmitButton } from '@/components/form/submit-button'
import { TextAreaField } from '@/components/form/text-area-field'
import { TextField } from '@/components/form/text-field'
import { useFormFields } from '@/components/form/use-form-fields'
import { paths } from '@/config/paths'
import { useAsyncAction } from '@/lib/use-async-action'
import { submitApplication } from '../api/submit-application'
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  type Application,
  type ApplicationErrors,
  applicationErrors,
  emptyApplication,
  hasErrors,
  normalizeApplication,
  validateApplication,
} from '../application'
import { ApplicationThanks } from './application-thanks'

/** The field bots fill and people never see; an application with it filled is not sent. */
export const HONEYPOT_NAME = 'fax'

/** The affiliate application: checked here, stored in PocketBase, answered with a thank-you. */
export function ApplicationForm() {
  const { values, errors, setErrors, field } = useFormFields(emptyApplication)
  const [sent, setSent] = useState<Application | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const submit = useAsyncAction(submitApplication)

  // Moves the keyboard focus to the first field that needs the person's attention.
  const focusFirstInvalid = (fields: ApplicationErrors['fields']) => {
    const first = APPLICATION_FIELDS.find((field) => fields[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submit.pending) return
    const application = normalizeApplication(values)
    const fields = validateApplication(application)
    setErrors({ fields })
    if (hasErrors(fields)) return focusFirstInvalid(fields)
    if (new FormData(event.currentTarget).get(HONEYPOT_NAME)) return setSent(application)
    submit.run(application, {
      onSuccess: () => setSent(application),
      onError: (error) => {
        const found = applicationErrors(error)
        setErrors(found)
        focusFirstInvalid(found.fields)
      },
    })
  }

  if (sent) return <ApplicationThanks name={sent.name} email={sent.email} className="mt-5" />

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-5">
      <p className="text-sm text-base-content/80">
        It takes two minutes. Fields marked optional can stay empty.
      </p>
      <TextField label="Name" required autoComplete="name" {...field('name')} />
      <EmailField required hint="We'll reply to this address." {...field('email')} />
      <TextField
        label="Website, channel or blog"
        optional
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="For example https://youtube.com/@yourchannel"
        {...field('website')}
      />
      <TextAreaField
        label="Where would you recommend Songpad?"
        optional
        rows={3}
        limit={APPLICATION_LIMITS.audience}
        hint={`Your classes, channel, blog or newsletter, and who they reach. Up to ${APPLICATION_LIMITS.audience} characters.`}
        {...field('audience')}
      />
      <TextAreaField
        label="Anything else we should know?"
        optional
        rows={5}
        limit={APPLICATION_LIMITS.message}
        hint={`Up to ${APPLICATION_LIMITS.message} characters.`}
        {...field('message')}
      />
      {/* Out of sight and out of the tab order: only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="affiliate-fax">Leave this field empty</label>
        <input id="affiliate-fax" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </div>
      {/* Mounted while empty, so a new message is announced; its margin cancels the gap. */}
      <div role="alert" className="empty:-mt-5">
        {errors.message && (
          <p className="rounded-box border border-error/40 bg-error/10 px-4 py-3 text-sm font-medium">
            {errors.message}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {submit.pending ? 'Sending your application…' : ''}
      </p>
      <SubmitButton busy={submit.pending}>Send application</SubmitButton>
      <p className="text-xs text-base-content/80">
        We use these details only to answer your application. Read our{' '}
        <Link to={paths.privacyPolicy.getHref()} className="link">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  )
}
