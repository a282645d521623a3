import { company } from '@/config/company'
import { paths } from '@/config/paths'
import type { LegalSection } from './legal-document'
import { MAIL_LINK } from './legal-links'

// The terms' sections on content, the community's rules, liability and the law that applies.

export const TERMS_RULES_SECTIONS: LegalSection[] = [
  {
    id: 'your-songs',
    title: 'Your songs',
    blocks: [
      'Your songs are yours. You keep every right you have in what you write in Songpad, and we claim none of it.',
      'To run the service, you give us a licence to store, copy and display your songs: to you, to the people you share them with and, if you publish them, to the community. The licence is free of charge, worldwide and only for running Songpad. It ends when you delete the song or your account, except for copies others have already saved of songs you shared or published.',
      'You are responsible for what you write and share, and you promise that you have the right to it. Chord progressions on their own are generally free for anyone to use; lyrics and melodies written by others usually are not.',
    ],
  },
  {
    id: 'sharing-and-community',
    title: 'Sharing and the community',
    blocks: [
      'A shared song can be read by anyone who has its link, and saved as a copy by any signed-in member. A published song can be read, liked and copied by every premium and trial member, and shows the name on your account. Share and publish only what you are happy for others to read and keep.',
      'In the community, please:',
      {
        list: [
          'publish only songs you wrote or have the right to share;',
          'no spam, advertising or links to other services in songs;',
          'nothing hateful, harassing, sexually explicit or violent, and nothing that breaks the law;',
          'treat other members’ songs as theirs: a copy is for you to learn from and play with, not to publish as your own.',
        ],
      },
      'You can **report** any published song: tell us about spam, offensive content, copyright infringement or anything else that breaks these rules. We review reports and may remove a song, and in serious or repeated cases close the account that published it.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    blocks: [
      'Do not misuse Songpad. In particular, do not:',
      {
        list: [
          'try to reach accounts, songs or data that are not yours, or get around our security or limits;',
          'overload the service, or read it with bots or scrapers beyond what search engines do;',
          'create accounts automatically, or use someone else’s account;',
          'use Songpad to break the law or anyone’s rights.',
        ],
      },
      'If you break these terms, we may suspend or close your account. Unless the breach is serious or the law requires otherwise, we will tell you first and give you a chance to put it right.',
    ],
  },
  {
    id: 'copyright',
    title: 'Our content and copyright',
    blocks: [
      `Songpad’s software, design, learn pages and articles belong to ${company.name} or our licensors. You may use them to learn and write; you may not copy them to publish elsewhere. The open-source software and sounds we use, such as the Salamander Grand Piano samples, are listed on the [attribution page](${paths.attribution.getHref()}) under their own licences.`,
      `If you believe a song on Songpad infringes your copyright, write to ${MAIL_LINK} with the song’s link, the work it copies and how we can reach you. We act quickly on well-founded notices.`,
    ],
  },
  {
    id: 'availability',
    title: 'Availability and your data',
    blocks: [
      'We work to keep Songpad available and your songs safe, but the service may sometimes be down for maintenance or because of faults, and we cannot promise it never will be. Keep your own copy of songs that matter to you: you can export them, and download all your data on your account page at any time.',
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    blocks: [
      'Songpad and its learn pages are provided as they are. We take care that the music theory is right, but we do not promise that the service is free of errors or fits every purpose.',
      'We are not liable for indirect loss, such as lost income or data you could have kept a copy of, and our total liability to you is limited to what you paid us in the twelve months before the claim. These limits do not apply to damage we cause on purpose or by gross negligence, and nothing in these terms limits your rights as a consumer under the law.',
    ],
  },
  {
    id: 'law-and-disputes',
    title: 'Law and disputes',
    blocks: [
      `The laws of ${company.country} apply to these terms. If we disagree about something, write to us first: most things are solved that way. Disputes go to the courts of ${company.country}. If you are a consumer, you can also turn to the Swedish National Board for Consumer Disputes ([ARN](https://www.arn.se/)), and you keep the protection of the law where you live.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    blocks: [
      'We may change these terms, for example when Songpad changes. We update the date at the top, and we tell members by e-mail at least 30 days before a change that matters to them takes effect. If you do not accept a change, you can cancel premium and delete your account before it applies.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: [`${company.name}, ${company.city}, ${company.country}. E-mail: ${MAIL_LINK}.`],
  },
]
