import { company } from '@/config/company'
import { paths } from '@/config/paths'
import type { LegalSection } from './legal-document'
import { ACCOUNT_LINK, MAIL_LINK } from './legal-links'

// The privacy policy's sections on who else handles data, how long it is kept, deleting an account
// (pb_hooks/account-cleanup.pb.js and community.pb.js) and your rights.

export const RETENTION_SECTIONS: LegalSection[] = [
  {
    id: 'service-providers',
    title: 'Who else handles your data',
    blocks: [
      'We do not sell personal data or share it for others’ advertising. These companies handle it for us, each only for its part of the service:',
      {
        list: [
          '**Cloudflare** hosts the website and our server functions, so it handles every request you make.',
          '**Stripe** takes payments for premium.',
          '**Brevo** keeps our mailing lists and sends our e-mails to them.',
          '**Google** provides sign-in with Google and counts page views; with your consent, it also handles advertising.',
          'Our **advertising partner**, only if you allow ads.',
        ],
      },
      'Some of these companies are based in the United States or may handle data there. Where data leaves the EU and EEA, it is protected by the safeguards the GDPR requires, such as the EU–US Data Privacy Framework or the European Commission’s standard contractual clauses.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    blocks: [
      {
        list: [
          '**Your account and songs**: for as long as you have an account.',
          '**Community likes and reports**: for as long as the song stays published, or as long as the account of the member who made them exists. We may delete a report once it is dealt with.',
          '**Gift records**: for as long as the account that received the gift exists, so that each account has one trial.',
          '**Server logs**: a few days.',
          '**Payment records**: seven years, as Swedish bookkeeping law requires.',
          '**Mailing lists**: until you unsubscribe or ask us to remove you.',
        ],
      },
    ],
  },
  {
    id: 'deleting-your-account',
    title: 'Deleting your account',
    blocks: [
      `You can delete your account yourself on your ${ACCOUNT_LINK}. That deletes at once your account, all your songs, your published songs with their likes, the likes and reports you made, your place on a school licence, the gifts you received, and your address on our mailing lists (in Brevo too): if the lists cannot be reached at that moment, nothing is deleted and you can try again. A gift you gave stays on record, no longer linked to you.`,
      'Some things do not go with it automatically:',
      {
        list: [
          `Your **Brevo** contact record itself (your address, no longer on any of our lists). Write to ${MAIL_LINK} and we will delete it.`,
          '**Payment records** at Stripe and in our books, which the law requires us to keep.',
          '**Copies** of songs you shared or published that other members saved to their own songs.',
          '**Data in your browser**: you are signed out, but unsaved song changes and your theme and cookie choices stay until you clear them.',
        ],
      },
      'Before you go, you can download all your data as a file on the same page.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    blocks: [
      'Under the GDPR you have the right to:',
      {
        list: [
          `**Get a copy** of your data: download it on your ${ACCOUNT_LINK}, or ask us.`,
          `**Correct** it: change your name and e-mail address on your ${ACCOUNT_LINK}, or ask us.`,
          '**Delete** it: delete your account, or ask us.',
          '**Take it with you**: the download is a JSON file that other software can read.',
          '**Object** to what we do in our legitimate interest, such as e-mails to the members list, and **restrict** what we do with your data while a question about it is open.',
          '**Withdraw consent** at any time: ads in Cookie Settings, the newsletter on your account page.',
        ],
      },
      `Write to ${MAIL_LINK} to use any of these rights; we answer within one month. If you are unhappy with how we handle your data, you can complain to the Swedish Authority for Privacy Protection ([IMY](https://www.imy.se/en/)) or to the data protection authority where you live.`,
    ],
  },
  {
    id: 'security',
    title: 'How we protect your data',
    blocks: [
      'Every connection to Songpad is encrypted. Passwords are stored only as hashes. Rules in our database let each member read only their own account and songs, and only our server can change plan dates. A strict content security policy lets our pages run no scripts but our own and those this policy names.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    blocks: [
      `Songpad is not meant for children under 13, and we do not knowingly collect their data. If you believe a child under 13 has given us personal data, write to ${MAIL_LINK} and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    blocks: [
      'When we change what we collect or why, we update this page and the date at the top. If a change matters to you, we tell you by e-mail before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: [
      `${company.name}, ${company.city}, ${company.country}. E-mail: ${MAIL_LINK}.`,
      `See also our [terms and conditions](${paths.terms.getHref()}).`,
    ],
  },
]
