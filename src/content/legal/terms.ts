import { company } from '@/config/company'
import { TRIAL_DAYS } from '@/config/constants'
import { paths } from '@/config/paths'
import { LEGAL_UPDATED, type LegalDocument } from './legal-document'
import { ACCOUNT_LINK, MAIL_LINK } from './legal-links'
import { TERMS_RULES_SECTIONS } from './terms-rules'

// The terms of the service as it is built: free learn pages, a free account, premium through Stripe,
// a trial by gift link or a school licence, private songs, sharing links and the community.

export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  description:
    'The agreement between you and Songpad: what the service is, how premium works, what you may do with it, and what we promise.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        `These terms are the agreement between you and **${company.name}** (“Songpad”, “we”), a company in ${company.city}, ${company.country}, for your use of Songpad. By creating an account or buying premium you accept them. How we handle personal data is described in our [privacy policy](${paths.privacyPolicy.getHref()}).`,
      ],
    },
    {
      id: 'the-service',
      title: 'The service',
      blocks: [
        'Songpad is a web app for writing songs in chords. Anyone can read the learn pages: a page for every piano chord and articles on harmony and songwriting. A free account gives you a place to keep your account, claim gifts and upgrade. **Premium** adds the song editor, where you write, play, share, export and print your songs, and the community of shared songs.',
        'We keep improving Songpad, so features change over time. If we remove a central part of premium during a period you have paid for, you may cancel and get back what you paid for the rest of that period.',
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      blocks: [
        {
          list: [
            'You need to be at least 13 years old to create an account. To buy premium you need to be an adult, or have the permission of a parent or guardian.',
            'Give your real name and an e-mail address you can read: we send account messages there.',
            'An account is for one person. Keep your password to yourself; you are responsible for what happens in your account. Tell us at once if you think someone else is using it.',
            `You can delete your account at any time on your ${ACCOUNT_LINK}.`,
          ],
        },
      ],
    },
    {
      id: 'premium',
      title: 'Premium and payment',
      blocks: [
        'Premium is a subscription. The price and the length of each period are shown before you pay, and you pay through Stripe. The subscription renews at the end of each period, at the price shown at checkout, until you cancel it. Prices include VAT where it applies.',
        `To cancel, write to ${MAIL_LINK} from your account’s e-mail address. Cancelling stops the next renewal; you keep premium until the end of the period you have paid for.`,
        '**Right of withdrawal.** If you live in the EU, you may withdraw from a purchase within 14 days of it without giving a reason. Premium starts as soon as you pay, at your request, so if you withdraw we refund what you paid minus the part for the days you had premium. Write to us to withdraw.',
        'If a payment fails, premium ends when the paid period does. Apart from the right of withdrawal and what the law says about faults, payments are not refunded.',
      ],
    },
    {
      id: 'trials-and-gifts',
      title: 'Trials and gifts',
      blocks: [
        `Every member can give friends a **${TRIAL_DAYS}-day trial** of premium with the gift link on their ${ACCOUNT_LINK}. Each account can have one trial; a gift cannot come from yourself. A trial costs nothing, needs no payment details and ends by itself: it never turns into a paid subscription unless you buy one.`,
        'Gifts are for people you know. Creating accounts to collect trials, or selling or advertising gift links, is not allowed, and we may end trials obtained that way. A trial has no cash value.',
      ],
    },
    {
      id: 'school-licences',
      title: 'School licences',
      blocks: [
        'A school can have a Songpad licence for its students and staff. If you sign up with an e-mail address on the school’s domain while the licence has free seats, you get premium until the licence ends. The school’s own agreement with us sets the rest.',
      ],
    },
    ...TERMS_RULES_SECTIONS,
  ],
}
