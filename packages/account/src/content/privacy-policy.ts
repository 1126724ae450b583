// The privacy policy a Zambian digital lender owes its borrowers under the Data Protection Act No. 3 of 2021.
// Plain text by section so the page renders it with the product's own typography and tests can read it.

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const PRIVACY_POLICY_UPDATED = '22 November 2026';

export const privacyPolicy: PolicySection[] = [
  {
    heading: '1. Who we are',
    paragraphs: [
      'Pocket ("we", "us") is a digital lending service for people in Zambia. Pocket is the data controller of the personal data described in this policy, registered with the Office of the Data Protection Commissioner as required by the Data Protection Act No. 3 of 2021 (the "Act").',
      'Our Data Protection Officer can be reached at privacy@pocket.co.zm or by post at Pocket, attention of the Data Protection Officer, Lusaka, Zambia.',
    ],
  },
  {
    heading: '2. What personal data we collect and why',
    paragraphs: ['We collect only what we need to verify who you are, decide on a loan, pay it out, collect it and keep you safe from fraud:'],
    items: [
      'Contact data: your mobile number (which is also your login) and, if you give it, your e-mail address. Used to create your account, send verification codes and tell you about your loans.',
      'Identity (KYC) data: your full name, date of birth, gender and National Registration Card (NRC) number, with photos of the front and back of your NRC. Used to confirm your identity, as the Bank of Zambia and the Financial Intelligence Centre Act require of lenders.',
      'Biometric data: a selfie and a short liveness check, compared with your NRC photo. Biometric data is sensitive personal data under the Act; we process it only with your explicit consent, given on the face verification screen, and only to confirm that the applicant is the NRC holder.',
      'Personal and work information: marital status, education, residential address, employment type, employer, income band and pay day. Used to assess whether a loan is affordable for you.',
      'Emergency contacts: the names, relationships and phone numbers of two people you choose. Used only to reach you if we cannot reach you directly; we never tell them the details of your loan. Please tell them you have shared their details with us.',
      'Loan and payment data: the loans you apply for, their amounts, due dates and repayments, and the mobile-money account that receives and pays them.',
      'Device and location risk data: your device model, an app-generated device identifier, app version, language, IP address and, if you allow it in your browser, your approximate location. Used to detect fraud and account takeover (for example, many applications from one device) and to confirm you are applying from Zambia.',
      'Usage data: which screens you open and buttons you press in the app, used to fix problems and improve the service.',
    ],
  },
  {
    heading: '3. Our lawful bases',
    paragraphs: ['We process your personal data only where the Act allows it:'],
    items: [
      'To enter into and perform your loan contract (identity, affordability, pay-out, repayment and collection).',
      'To comply with the law: know-your-customer and anti-money-laundering checks, record keeping, and reports the Bank of Zambia, the Financial Intelligence Centre or a court may require.',
      'Our legitimate interest in preventing fraud and keeping our service secure, balanced against your rights.',
      'Your consent: for biometric data, for location from your browser and for marketing messages. You may withdraw consent at any time; this does not affect processing already done, but without biometric verification we cannot grant a new loan.',
    ],
  },
  {
    heading: '4. Automated decisions',
    paragraphs: [
      'Loan decisions are made automatically from your KYC status, your repayment history with us, your credit reference report and the amount you ask for. You have the right to ask for a person to review a decision, to give your point of view and to contest it: write to us at the address in section 10.',
    ],
  },
  {
    heading: '5. Who we share your data with',
    paragraphs: ['We never sell your personal data. We share it only with:'],
    items: [
      'Credit reference bureaus licensed by the Bank of Zambia (such as TransUnion Zambia): we check your credit report before lending and report your loans and repayments, including late payments, as the Banking and Financial Services Act and the credit reporting regulations require.',
      'Mobile-money operators (MTN Mobile Money, Airtel Money and Zamtel Kwacha) and payment aggregators: to send your loan to your wallet and to collect repayments you approve with your PIN.',
      'SMS providers: to send verification codes and loan notices.',
      'Service providers who host our systems or help verify identity, bound by contract to use the data only on our instructions and keep it secure.',
      'Regulators, law-enforcement bodies and courts, when the law requires it.',
      'A buyer of our business, who would have to honour this policy.',
    ],
  },
  {
    heading: '6. Transfers outside Zambia',
    paragraphs: [
      'Our primary systems are located in Zambia. Where a service provider processes data outside Zambia, we do so only as the Act allows, with safeguards that give your data the same level of protection it has here, and never for sensitive personal data without the Commissioner\'s authorisation where the Act requires it.',
    ],
  },
  {
    heading: '7. How long we keep your data',
    items: [
      'Account, KYC and loan records: for as long as you have an account and then for ten years after your last loan is closed, as the Financial Intelligence Centre Act and the Banking and Financial Services Act require of financial records.',
      'Biometric templates and selfies: until the verification they served is complete and for no longer than your account is open; then deleted.',
      'Device, location and usage data: up to 24 months, unless needed for a fraud case.',
      'Verification codes: minutes, until they expire.',
    ],
    paragraphs: ['When the period ends we delete or anonymise the data.'],
  },
  {
    heading: '8. How we protect your data',
    paragraphs: [
      'Data travels over encrypted connections, is stored in access-controlled systems, and only staff who need it for their work can see it. Every call to our servers is signed, and sessions end when you log out. If a breach is likely to put your rights at risk, we will notify the Data Protection Commissioner and you as the Act requires.',
    ],
  },
  {
    heading: '9. Your rights',
    paragraphs: ['Under the Act you have the right to:'],
    items: [
      'be informed of how your data is used (this policy);',
      'access the personal data we hold about you and get a copy;',
      'have inaccurate or incomplete data corrected;',
      'have data erased when we no longer have a lawful reason to keep it (records the law makes us keep cannot be erased early);',
      'object to processing based on our legitimate interests, and to direct marketing at any time;',
      'restrict processing while a complaint is resolved;',
      'data portability: receive the data you gave us in a machine-readable form;',
      'not be subject to a decision based solely on automated processing without the safeguards in section 4;',
      'withdraw consent at any time.',
    ],
  },
  {
    heading: '10. Contact and complaints',
    paragraphs: [
      'To exercise a right or ask a question, write to privacy@pocket.co.zm or to the address in section 1. We answer within 30 days and may ask you to prove your identity first.',
      'If you are not satisfied, you may complain to the Data Protection Commissioner, at the Office of the Data Protection Commissioner in Lusaka, Zambia, which oversees the Act.',
    ],
  },
  {
    heading: '11. Changes to this policy',
    paragraphs: [
      'We will tell you in the app before any change that affects how we use your data takes effect. The date at the top shows when this policy last changed.',
    ],
  },
];
