import type { Catalogue } from './types';

/** The web app's texts in Bemba (Ichibemba): the English text (word for word as the component says it) to this language's. Each is a draft
 * until a speaker on the lender's staff reviews it (`review.ts` lists the reviewed ones). */
const catalogue: Catalogue = {
  "A Pocket Wallet For All Zambians": "Icikwama ca Pocket ica bena Zambia bonse",
  "Verification code": "Inambala ya kushininkisha",
  "Obtain": "Pokeleleni",
  "Log In": "Ingileni",
  "or": "nangu",
  "Continue with Google": "Konkanyeni na Google",
  "I have read and agreed to the": "Nabelenga kabili nasumina",
  "Pocket privacy agreement": "icipangano ca nkama ica Pocket",
  "Please enter your phone number": "Napapata, lembeni inambala ya foni yenu",
  "Please enter the correct 10-digit phone number（0XXXXXXXXX）": "Napapata, lembeni inambala ya foni iyalungama iya manambala 10（0XXXXXXXXX）",
  "Please enter the verification code": "Napapata, lembeni inambala ya kushininkisha",
  "Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step": "Napapata, belengeni bwino icipangano ca nkama na T&C ilyo tamulatiniya Nasumina pa kuya ku ntambi ikonkapo",
  "Sending...": "Ukutuma...",
  "Log In...": "Ukwingila...",
  "Set": "Ifyakupanga",
  "Privacy Policy": "Ifunde lya nkama",
  "Loan Contract": "Icipangano ca ngongole",
  "Version": "Ubwinshi bwa app",
  "Your data": "Ifyebo fyenu",
  "Download my data": "Kopeni ifyebo fyandi",
  "A copy of everything we hold about you": "Ikopi ya fyonse ifyo twakwata pali imwe",
  "Correct my data": "Lungikeni ifyebo fyandi",
  "Tell us what is wrong; we correct it": "Tulandeni ifyalubana; tukalungika",
  "Consents": "Ifyo nasumina",
  "Location and offers by SMS": "Apo muli na fya kupeela pa SMS",
  "Close my account": "Isaleni akaunti yandi",
  "Paying without data": "Ukulipila ukwabula data",
  "Log Out": "Fumeni",
  "Do you want to log out of Pocket?": "Bushe mulefwaya ukufuma muli Pocket?",
  "Cancel": "Lekeni",
};

export default catalogue;
