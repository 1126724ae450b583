// The privacy policy a Zambian digital lender owes its borrowers under the Data Protection Act No. 3 of 2021.
// Plain text by section so the page renders it with the product's own typography and tests can read it.
// Every claim follows the code (docs/data-rights.md, "The privacy policy"; docs/decisions/0033-data-rights-close-and-consents.md).

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const PRIVACY_POLICY_UPDATED = '27 November 2026';

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
      'Contact data: your mobile number (which is also your login) and, if you give it with your personal information or sign in with Google, your e-mail address. Used to create your account, send verification codes and tell you about your loans.',
      'Identity (KYC) data: your full name, date of birth, gender and National Registration Card (NRC) number, with photos of the front and back of your NRC. Used to confirm your identity, as the Bank of Zambia and the Financial Intelligence Centre Act require of lenders.',
      'Biometric data: a photo of your face taken with your phone\'s camera. Our staff may compare it with your NRC photo when your details are reviewed. Biometric data is sensitive personal data under the Act; we process it only with your explicit consent, given on the face verification screen, and only to confirm that the applicant is the NRC holder.',
      'Personal and work information: marital status, education, province, district and residential address, employment type, employer, income band and pay day. Used to know who you are and shown to our staff when they review your details; your loan limit does not depend on them.',
      'Questionnaire answers, if you choose to answer the optional questionnaire (for example what you will use loans for). Answering it raises your loan limit once, whatever the answers.',
      'Emergency contacts: the names, relationships and phone numbers of two people you choose. Used to reach you if we cannot reach you directly, and to detect fraud (the same contacts named by several accounts); we never send them messages about your loan. Please tell them you have shared their details with us.',
      'Loan and payment data: the loans you apply for, their amounts, due dates and repayments, the mobile-money account that receives and pays them, and any other wallet you confirm with an SMS code to pay from.',
      'Messages and complaints: the SMS we send you (receipts, reminders and offers) and the complaints you write to us with their answers.',
      'Device and location risk data: your device model, an app-generated device identifier, app version, language, the IP address of each login and, if you consent on the face verification screen and allow it in your browser, your approximate location. Used to detect fraud and account takeover (for example, one device used by several accounts sends your details to a person for review). You can switch location off at any time in Set, Consents: the app then does not ask for it and we do not store it.',
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
      'Your consent: for biometric data, for location from your browser and for marketing messages. We record each consent with its time and the version of the text you agreed to. You may withdraw consent at any time (location and marketing in the app, in Set, Consents; face verification by writing to us); this does not affect processing already done, but without biometric verification we cannot grant a new loan.',
    ],
  },
  {
    heading: '4. Automated decisions',
    paragraphs: [
      'Loan decisions are made automatically from your KYC status, your repayment history with us and the amount you ask for: your loan limit starts at K500, grows with each loan repaid on time and rises once when you answer the optional questionnaire. We do not obtain credit reference reports. Some KYC checks and applications are sent to a person instead (for example a large amount, or an NRC or device also used by another account). You have the right to ask for a person to review a decision, to give your point of view and to contest it: write to us at the address in section 10.',
    ],
  },
  {
    heading: '5. Who we share your data with',
    paragraphs: ['We never sell your personal data. We share it only with:'],
    items: [
      'Mobile-money operators (MTN Mobile Money and Airtel Money): to send your loan to your wallet and to collect repayments you approve with your PIN.',
      'Our SMS provider: to send verification codes, receipts, reminders and, if you have not switched them off, offers.',
      'Google, only if you choose to sign in with Google: Google tells us your Google account\'s identifier and e-mail address.',
      'Our customer-service chat provider, when you open the chat in the app: what you write there.',
      'Service providers who host our systems, bound by contract to use the data only on our instructions and keep it secure.',
      'Regulators, law-enforcement bodies and courts, when the law requires it.',
      'A buyer of our business, who would have to honour this policy.',
    ],
  },
  {
    heading: '6. Transfers outside Zambia',
    paragraphs: [
      'Some of the providers in section 5 (the SMS provider, Google and the chat provider) may process data outside Zambia. Where data is processed outside Zambia, we do so only as the Act allows, with safeguards that give your data the same level of protection it has here, and never for sensitive personal data without the Commissioner\'s authorisation where the Act requires it.',
    ],
  },
  {
    heading: '7. How long we keep your data',
    items: [
      'Your account, KYC data, photos, contacts, device, location and usage data: while your account is open. When you close it (Set, Close my account) we erase them at once.',
      'Loan, payment and ledger records and the record of your consents: for ten years after your last loan is closed, as the Financial Intelligence Centre Act and the Banking and Financial Services Act require of financial records. Once you close your account they are kept without your name, NRC or phone number.',
      'Verification codes: 5 minutes, until they expire.',
    ],
    paragraphs: ['You can close your account once you owe nothing: no unpaid bill, no loan being paid out, no phone deposit unpaid and no payment in progress.'],
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
      'have data erased when we no longer have a lawful reason to keep it: close your account in the app (Set, Close my account) once you owe nothing (records the law makes us keep are then kept without your name or phone number);',
      'object to processing based on our legitimate interests, and to direct marketing at any time (switch offers by SMS off in Set, Consents; reminders about money you owe still go);',
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
