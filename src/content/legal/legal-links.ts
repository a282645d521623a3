import { company } from '@/config/company'
import { paths } from '@/config/paths'

// The links the policy texts give again and again, in their inline markup.

/** Our e-mail address, opening a new message. */
export const MAIL_LINK = `[${company.email}](mailto:${company.email})`
/** The account page, where members see, download and delete what we hold. */
export const ACCOUNT_LINK = `[account page](${paths.account.getHref()})`
