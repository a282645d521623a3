import { company } from '@/config/company'
import { TRIAL_DAYS } from '@/config/constants'
import { paths } from '@/config/paths'
import { LEGAL_UPDATED, type LegalDocument } from './legal-document'
import { ACCOUNT_LINK, MAIL_LINK } from './legal-links'
import { RETENTION_SECTIONS } from './privacy-rights'
import { STORAGE_SECTIONS } from './privacy-storage'

// What Songpad really stores and why, read from the code: pb_migrations (the fields), pb_hooks
// (what a deletion removes), functions/ (payments, gifts, mailing lists) and src/ (the browser).

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'What Songpad stores about you, why, who else handles it, and how to see, change or delete it.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `Songpad is made by **${company.name}**, a software company in ${company.city}, ${company.country}. We decide what happens to the personal data described here, which makes us its controller under the EU General Data Protection Regulation (GDPR). Questions about this policy or your data: ${MAIL_LINK}.`,
      ],
    },
    {
      id: 'summary',
      title: 'The short version',
      blocks: [
        {
          list: [
            'We keep what your account and your songs need to work, and we build no advertising profile of you.',
            'Your songs are private until you share them by link or publish them to the community.',
            'Card details go to Stripe, our payment provider, and never reach us.',
            'Ads stay off unless you switch them on in Cookie Settings.',
            `On your ${ACCOUNT_LINK} you can download everything we hold about you, and delete your account with it.`,
          ],
        },
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      blocks: [
        'When you sign up we store your **name**, your **e-mail address** and your **password**, which we keep only as a one-way hash: nobody at Songpad can read it. We also store whether you have **verified** your e-mail address, the **instrument** you play, whether the **newsletter** is on, the dates your **premium** or **trial** runs until, and whether you have had a trial. Our database records when the account was created and last changed.',
        'We use these to run your account and give you what your plan includes (GDPR article 6(1)(b): performing our agreement with you). That includes the e-mails that belong to an account: confirming your address, resetting your password and changing your e-mail address.',
        'When you sign up we check whether your e-mail address belongs to a school with a Songpad education licence. If it does, we note that you hold one of the school’s seats and give you premium until the licence ends.',
        'Our servers log each request (the time, the address asked for, your IP address and your browser) and keep the logs for a few days, to protect the service and find errors (article 6(1)(f): our legitimate interest in a secure, working service).',
      ],
    },
    {
      id: 'your-songs',
      title: 'Your songs',
      blocks: [
        'A song holds what you write in it: its name, description and tags, key, tempo, time signature and instrument, its sections and chords, and when it was created and changed. Only you can read your songs.',
        'When you **share** a song, we make a long, random link for it. Anyone with the link can read the song, without your name or e-mail address, and a signed-in member can save a copy to their own songs. You can stop sharing at any time; the link then stops working, but copies already saved stay with the people who saved them.',
      ],
    },
    {
      id: 'community',
      title: 'The community',
      blocks: [
        `Premium and trial members can publish songs to the [community](${paths.community.getHref()}). A published song is a copy of your song, kept up to date as you edit it, that every premium and trial member can read and copy, shown with the **name on your account**. Members can like it: we store who liked which song, so everyone likes a song once, and show only the number of likes.`,
        'Members can **report** a song they believe breaks the community rules. We then store who reported which song, the reason and any details they gave, with the song’s name and author at that moment, so that we can review it even if the song is unpublished. Only we read reports.',
        'You can unpublish a song at any time, which removes it from the community with its likes; deleting the song or your account does the same. We use this data to provide the community you chose to join (article 6(1)(b)) and reports to keep it safe (article 6(1)(f)).',
      ],
    },
    {
      id: 'premium-and-payments',
      title: 'Premium, payments and gifts',
      blocks: [
        'You buy premium through **Stripe** Checkout. You type your card or other payment details on Stripe’s page, and they never reach Songpad. Stripe tells us whether a payment went through and when the paid period ends; we store your Stripe customer number and the date your premium runs until. Stripe handles payment data under [its own privacy policy](https://stripe.com/privacy). We keep records of payments as bookkeeping law requires (article 6(1)(c)).',
        `Every member has a gift link, which carries their account id, to give a friend a ${TRIAL_DAYS}-day trial. When someone claims a gift, we record who gave it, who received it and when, and note that the receiver has had their one trial.`,
      ],
    },
    {
      id: 'e-mail',
      title: 'E-mails and newsletters',
      blocks: [
        'We keep two mailing lists with **Brevo**, our e-mail service: a list of all members, for e-mails about Songpad and your account, and the newsletter, with songwriting tips and news about Songpad. When you sign up, your e-mail address and name join the members list, and the newsletter list too if the newsletter is on.',
        `Signing up with e-mail and password switches the newsletter on; signing up with Google does not. Switching it off on your ${ACCOUNT_LINK} takes your address off the newsletter list at once; so does the unsubscribe link in every newsletter. We send these e-mails in our legitimate interest in keeping members informed (article 6(1)(f)); you can object at any time and we will stop.`,
        'The newsletter form at the bottom of every page sends the address you type to our newsletter service’s sign-up page, which opens in a new tab.',
      ],
    },
    {
      id: 'google-sign-in',
      title: 'Signing in with Google',
      blocks: [
        'If you choose to sign in with Google, Google asks you to confirm and then tells us your e-mail address, your name and an identifier of your Google account. We use them to create or find your Songpad account. We never receive your Google password and get no access to anything else in your Google account. What happens at Google is covered by [Google’s privacy policy](https://policies.google.com/privacy).',
      ],
    },
    {
      id: 'affiliates',
      title: 'Affiliate applications',
      blocks: [
        `When you apply on the [affiliate page](${paths.affiliate.getHref()}), we store your name and e-mail address and, if you give them, your website, where you would recommend Songpad and your message. Only we can read applications. We use them to consider your application, answer it and, if we work together, to run the partnership (article 6(1)(b)). We keep an application as long as we need it for that.`,
      ],
    },
    ...STORAGE_SECTIONS,
    ...RETENTION_SECTIONS,
  ],
}
