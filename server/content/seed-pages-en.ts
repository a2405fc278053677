import type { SeedPage } from './seed-types.ts';

/** The site's pages in English (README: changing content). */
export const pagesEn: SeedPage[] = [
  {
    slug: 'home',
    title: 'Insurance made simple, through brokers you trust',
    description: 'Compare motor, travel, health, home and life insurance from licensed brokers, buy in minutes and keep every policy in one place, in English or Arabic.',
    lead: 'Compare offers from licensed brokers, buy motor, travel, health, home or life cover online, and manage every policy in one place.',
    updatedOn: '2024-09-01',
    sections: [
      ['Prices you can compare', 'Every offer shows its premium, its deductible and what it covers on one screen, so you can choose on substance rather than on a sales call.'],
      ['Brokers who answer to you', 'Each broker on Amanah is licensed and rated by customers. You can keep the broker you know or change it later from your policy page.'],
      ['Covered the moment you pay', 'Pay by card, wallet or gift card and your policy number and certificate are ready at once, in English and Arabic.'],
    ],
  },
  {
    slug: 'services',
    title: 'Services',
    description: 'Buy motor, travel, health, home and life insurance, manage your policies, keep a wallet and get help, all from one account.',
    lead: 'Everything you need to buy your insurance and look after it afterwards.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'howItWorks',
    title: 'How it works',
    description: 'Four steps from choosing a category to holding your policy certificate.',
    lead: 'Buying a policy takes a few minutes and never more than a handful of screens.',
    updatedOn: '2024-09-01',
    sections: [
      ['Choose what to insure', 'Pick a category (your car, a trip, your family’s health, your home or your life) and a licensed broker to handle it.'],
      ['Tell us the essentials', 'Answer a short set of questions. We ask only what the insurers need to price the risk, and we keep what you typed if you step away.'],
      ['Compare real offers', 'Premiums, deductibles and coverages from several insurers appear side by side, with VAT included and no hidden fees.'],
      ['Pay and download', 'Pay securely and receive your policy number and certificate straight away. Renewals, cancellations and broker changes happen from the same account.'],
    ],
  },
  {
    slug: 'aboutUs',
    title: 'About Us',
    description: 'Amanah is an online insurance marketplace that connects customers in Saudi Arabia with licensed brokers and insurers, in English and Arabic.',
    lead: 'Amanah connects customers with licensed insurance brokers, so that buying cover is quick, clear and fair.',
    updatedOn: '2024-09-01',
    sections: [
      [
        'Why we started',
        'Buying insurance used to mean phone calls, photocopies and a week of waiting, with prices that were hard to compare and terms that were harder still to read.\n\nWe founded Amanah in Riyadh in 2021 to change that: one place where a customer can see real offers from several insurers, choose with confidence and hold a valid policy within minutes.',
      ],
      [
        'What we do',
        'We run the marketplace; licensed brokers advise and arrange the cover; insurers carry the risk and issue the policy. Each of them is named on your policy, so you always know who is responsible for what.\n\nOur platform handles the quote, the payment, the certificate and everything that follows: renewals, cancellations, broker changes and support.',
      ],
      [
        'What we believe',
        'Insurance is a promise, and a promise should be easy to understand. We write in plain language, we show the full price before you pay, and we never charge a customer twice, even when a connection drops at the worst moment.\n\nWe treat your data as something entrusted to us. We collect what a policy needs and nothing more.',
      ],
      [
        'Regulation',
        'Amanah works only with brokers and insurers licensed in the Kingdom of Saudi Arabia. Each broker’s licence code is shown on its profile and on every certificate it arranges.',
      ],
    ],
  },
  {
    slug: 'ourTeam',
    title: 'Our Team',
    description: 'Meet the people behind Amanah Insurance: insurance specialists, engineers and customer care.',
    lead: 'A small team of insurance and technology people who answer for what they build.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'ourPartners',
    title: 'Our Partners',
    description: 'The licensed insurers and brokers whose products you can buy on Amanah.',
    lead: 'We work with licensed insurers and brokers across the Kingdom. Each one is reviewed before it joins and rated by customers afterwards.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'blogs',
    title: 'Blog',
    description: 'Practical guides to motor, travel, health, home and life insurance, and news from Amanah.',
    lead: 'Practical guides to choosing, using and renewing your insurance.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    description: 'Answers about buying insurance on Amanah, payments and refunds, your policies, and your account.',
    lead: 'Type a few words to find an answer, or open a topic below.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'contactUs',
    title: 'Contact Us',
    description: 'Write to the Amanah Insurance team: we answer every message within one working day.',
    lead: 'Send us a message and we will answer within one working day. For an urgent question about a policy, call us.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'getHelp',
    title: 'Get Help',
    description: 'Find answers, call or email our support team, or open a support request about a policy.',
    lead: 'Find an answer, reach our team, or open a support request and we will come back to you.',
    updatedOn: '2024-09-01',
    sections: [],
  },
  {
    slug: 'privacyPolicy',
    title: 'Privacy Policy',
    description: 'What personal data Amanah Insurance collects, why, how long it is kept, who receives it and what your rights are.',
    lead: 'This policy explains what personal data we collect when you use Amanah, why we need it, and the choices you have. It applies to the website and to every policy bought through it.',
    updatedOn: '2024-09-01',
    sections: [
      [
        '1. Who we are',
        'Amanah Insurance (“Amanah”, “we”) operates this online insurance marketplace from Riyadh, Kingdom of Saudi Arabia. We are responsible for the personal data processed on the platform, together with the broker and the insurer named on your policy for the data they receive to arrange and issue it.\n\nYou can reach our data protection officer at privacy@amanah.example.',
      ],
      [
        '2. The data we collect',
        'Account data: your name, date of birth, gender, mobile number, email address and password (stored only as a salted hash).\n\nPolicy data: what you insure (for example a vehicle, a trip or the members of your family), the details an insurer needs to price it, and the policies, requests and payments linked to your account.\n\nTechnical data: a session identifier, your language choice and the address your device connects from, used to keep your session safe and to prevent abuse. We do not use advertising trackers.',
      ],
      [
        '3. Why we use it',
        'To give you quotes and issue, renew, change or cancel your policies (performing our contract with you).\n\nTo verify your identity by SMS and email, to prevent fraud and to meet the obligations of insurance regulation (legal obligation and legitimate interest).\n\nTo answer your messages and support requests. We do not sell your data and we do not use it for marketing without your consent.',
      ],
      [
        '4. Who receives it',
        'The broker you choose and the insurer that issues your policy receive the data needed for that policy. Payment details go directly to our card processor; we never store your full card number.\n\nService providers that host our systems or send our SMS and email messages process data only on our instructions. Authorities receive data only where the law requires it.',
      ],
      [
        '5. How long we keep it',
        'Policy and payment records are kept for ten years after the policy ends, as insurance and tax regulations require. Account data is kept while your account is open and deleted or anonymised within ninety days of closing it, unless a policy record still needs it. Contact messages are kept for two years.',
      ],
      [
        '6. Your rights',
        'You may ask for a copy of your data, its correction, its deletion where the law allows, or a restriction of its use, and you may withdraw any consent you gave. Write to privacy@amanah.example; we answer within thirty days.\n\nIf you are not satisfied with our answer, you may complain to the Saudi Data and AI Authority (SDAIA).',
      ],
      [
        '7. Security',
        'Connections are encrypted, passwords are hashed, sessions expire after thirty minutes of inactivity, and access to customer data inside Amanah is limited to the people who need it for their work and is logged.',
      ],
      [
        '8. Changes to this policy',
        'When this policy changes we publish the new version here with its date, and we tell you by email before a change that affects how we use your data takes effect.',
      ],
    ],
  },
  {
    slug: 'termsAndCondition',
    title: 'Terms and Conditions',
    description: 'The terms of using the Amanah Insurance marketplace: accounts, quotes, payments, cancellations, liability and the law that applies.',
    lead: 'These terms govern your use of Amanah. Please read them before buying a policy; by creating an account or buying as a guest you accept them.',
    updatedOn: '2024-09-01',
    sections: [
      [
        '1. The service',
        'Amanah is a marketplace. We present offers from licensed brokers and insurers and process your purchase; the insurer named on your policy is the party that insures you, and the policy wording it issues decides what is covered.',
      ],
      [
        '2. Your account',
        'You must be at least 18 years old to buy a policy. Keep your password to yourself; you are responsible for what is done with your account until you tell us it has been misused.\n\nThe information you give must be true and complete. An insurer may refuse a claim or cancel a policy that was bought on wrong information.',
      ],
      [
        '3. Quotes and prices',
        'A quote is valid for fifteen minutes. Prices include value added tax at the rate in force. If an insurer changes its price before you pay, you will see the new price and decide again; you are never charged more than the amount you confirmed.',
      ],
      [
        '4. Payment',
        'You can pay by card, with your Amanah wallet, with a gift card, or with a combination of them. A payment is taken once: a retried or repeated request for the same order never creates a second charge.\n\nWallet balances and gift cards have no cash value outside Amanah and cannot be transferred.',
      ],
      [
        '5. Cancellation and refunds',
        'You may cancel a policy from your account. Within the first fifteen days and before any claim, the premium is refunded in full; afterwards the refund follows the insurer’s cancellation rules shown before you confirm. Refunds return to the way you paid within fourteen days.',
      ],
      [
        '6. Changing broker',
        'You may ask to move a policy to another broker on Amanah. The change takes effect once the new broker accepts it, and your cover continues without interruption.',
      ],
      [
        '7. Liability',
        'We take reasonable care to keep the service available and correct, but we do not guarantee it will be uninterrupted. Our liability for a purchase is limited to the amount you paid for it, except where the law does not allow such a limit.',
      ],
      [
        '8. Complaints and law',
        'Write to care@amanah.example with your reference and we will answer within five working days. These terms are governed by the laws of the Kingdom of Saudi Arabia, and its courts have jurisdiction over any dispute.',
      ],
    ],
  },
];
