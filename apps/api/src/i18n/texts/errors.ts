import { messages as spec } from '@pocket/contracts/validators';

import { type Catalogue, draft, type Entry } from '../catalogue';

// Envelope error texts (`msg`) a borrower meets most, in English, Bemba and Nyanja. The English words are exactly
// what the server answers (errors.test.ts checks them against the modules' own tables and the spec's texts); the
// envelope says them in the `lang` header's language (plugins/envelope.ts). A refusal not listed here stays English.
// A `{placeholder}` matches any words in the English answer and is carried into the translation.

const error = (en: string, bem: string, ny: string): Entry => ({ surface: 'error', en, bem: draft(bem), ny: draft(ny) });

export const ERROR_TEXTS: Catalogue = {
  'error.phoneEmpty': error(spec.PHONE_EMPTY, 'Lembeni inambala ya foni yenu', 'Lembani nambala ya foni yanu'),
  'error.phoneInvalid': error(spec.PHONE_INVALID, 'Lembeni inambala ya foni iyalungama iya manambala 10（0XXXXXXXXX）', 'Lembani nambala ya foni yolondola ya manambala 10（0XXXXXXXXX）'),
  'error.codeEmpty': error(spec.CODE_EMPTY, 'Lembeni ikodi', 'Lembani khodi'),
  'error.consent': error(
    spec.CONSENT_REQUIRED,
    'Belengeni bwino privacy agreement na T&C ilyo tamulatinika Agree pa kuya ku ntanshi',
    'Werengani bwino privacy agreement ndi T&C musanadine Agree kuti mupitirize',
  ),
  'error.repayEmpty': error(spec.REPAY_AMOUNT_EMPTY, 'Lembeni indalama ya kulipila', 'Lembani ndalama yolipira'),
  'error.repayMinimum': error(spec.repayAmountMinimum('{amount}'), 'iinono: {amount}', 'yochepa: {amount}'),
  'error.repayRemainder': error(
    spec.REPAY_REMAINDER_TOO_SMALL,
    'Indalama iyingashalapo ili panshi ya iinono, e ico lipileni yonse nomba',
    'Ndalama yotsala ndi yochepa kuposa yochepa kwambiri, choncho lipirani yonse tsopano',
  ),
  'error.repayAbove': error(spec.REPAY_ABOVE_REMAINING, 'Indalama mwalemba yacila pa iyo mushalikongole', 'Ndalama munalemba ndi yoposa ngongole yotsala'),
  'error.loginAgain': error('Please log in again', 'Ingileni nakabili', 'Lowaninso'),
  'error.sessionEnded': error('Your session has ended, please log in again', 'Inshita yenu yapwa, ingileni nakabili', 'Nthawi yanu yatha, lowaninso'),
  'error.loginFirst': error('Please log in first', 'Ingileni intanshi', 'Choyamba lowani'),
  'error.serverError': error('Something went wrong, please try again later', 'Cimo calubana, eseni nakabili pa numa', 'Chinachake sichinayende bwino, yesaninso pambuyo pake'),
  'error.codeExpired': error(
    'The verification code has expired or was not requested; please request a new code',
    'Ikodi yapwa nangu tamwailombele; lombeni ikodi ipya',
    'Khodi yatha ntchito kapena simunaipemphe; pemphani khodi yatsopano',
  ),
  'error.codeWrong': error('Incorrect verification code', 'Ikodi yalubana', 'Khodi yolakwika'),
  'error.codeTries': error(
    'This code was entered wrongly too many times; please request a new code',
    'Iyi kodi yalubanishiwa imiku iingi; lombeni ikodi ipya',
    'Khodi iyi yalembedwa molakwika kambirimbiri; pemphani khodi yatsopano',
  ),
  'error.smsFailed': error(
    'We could not send the SMS just now; please try again in a moment',
    'Tatwatumine SMS nomba; eseni nakabili pa numa panono',
    'Sitinathe kutumiza SMS pakali pano; yesaninso pakanthawi',
  ),
  'error.resendWait': error(
    'Please wait {seconds} seconds before requesting another code',
    'Lindeni amasekondi {seconds} ilyo tamulalomba ikodi imbi',
    'Dikirani masekondi {seconds} musanapemphe khodi ina',
  ),
  'error.loanNotFound': error('This loan does not exist', 'Iyi nkongole taibako', 'Ngongole iyi kulibe'),
  'error.billNotFound': error('This bill does not exist', 'Iyi bilu taibako', 'Bilu iyi kulibe'),
  'error.paidOff': error('This bill is already paid off', 'Iyi bilu yapwa kale ukulipilwa', 'Bilu iyi inalipiridwa kale yonse'),
  'error.repayInFlight': error(
    'A payment for this bill is already in progress. Please approve the PIN prompt or wait about one minute before paying again',
    'Ukulipila kwa iyi bilu kulecitika kale. Suminisheni PIN nangu lindeni miniti imo ilyo tamulalipila nakabili',
    'Malipiro a bilu iyi akuchitika kale. Vomerezani PIN kapena dikirani mphindi imodzi musanalipirenso',
  ),
  'error.paymentInFlight': error(
    'This payment request is still being processed. Please wait a moment',
    'Uku kulipila kucili kulebombwapo. Lindeni panono',
    'Pempho la malipiro ili likukonzedwabe. Dikirani pang\'ono',
  ),
  'error.kycIncomplete': error(
    'Please complete your information before applying for a loan',
    'Pwisheni ifyebo fyenu ilyo tamulalomba inkongole',
    'Malizitsani zambiri zanu musanapemphe ngongole',
  ),
  'error.openLoan': error(
    'You already have a loan in progress. Please repay it before applying again',
    'Mwalikwata kale inkongole. Lipileni ilyo tamulalomba nakabili',
    'Muli kale ndi ngongole. Ilipireni musanapemphenso',
  ),
  'error.overdue': error(
    'You have an overdue bill. Please repay it before borrowing again',
    'Mwakwata bilu iyacelwa. Lipileni ilyo tamulakongola nakabili',
    'Muli ndi bilu yochedwa. Ilipireni musanakongolenso',
  ),
  'error.aboveLimit': error('The amount is above your available limit of {limit}', 'Indalama yacila pa limit yenu iya {limit}', 'Ndalama ndi yoposa limit yanu ya {limit}'),
  'error.extensionFee': error('The extension fee for this bill is {fee}', 'Ubulipilo bwa kulundako inshiku pa iyi bilu ni {fee}', 'Mtengo wowonjezera nthawi ya bilu iyi ndi {fee}'),
  // A promise to pay refused (collections' PROMISE_MESSAGES): in the app, and on the USSD menu's "6 Promise to pay".
  'error.promiseNotAhead': error('Please choose today or a later date', 'Saleni lelo nangu ubushiku bwa ku ntanshi', 'Sankhani lero kapena tsiku lotsatira'),
  'error.promiseTooFar': error(
    'Please choose a date at most {max} days from today',
    'Saleni ubushiku ubushapiteko inshiku {max} ukufuma lelo',
    'Sankhani tsiku losapitirira masiku {max} kuchokera lero',
  ),
  'error.promiseOneOpen': error(
    'You already promised to pay on this loan. Pay that first, or wait until its date.',
    'Mwalilaya kale ukulipila pali iyi nkongole. Lipileni ico intanshi, nangu lindeni ubushiku bwaco.',
    'Munalonjeza kale kulipira pa ngongole iyi. Lipirani choyamba, kapena dikirani tsiku lake.',
  ),
  'error.promiseAboveOwed': error('The amount is more than your loan owes', 'Indalama yacila pa ifyo inkongole yenu ishalapo', 'Ndalama ndi yoposa ngongole yanu yotsala'),
  'error.promiseNotLate': error('This loan has nothing to pay now', 'Iyi nkongole tailekwata ica kulipila nomba', 'Ngongole iyi ilibe choti mulipire tsopano'),
  'error.tooManyRequests': error('Too many requests. Please try again later', 'Ukulomba kwafula. Eseni nakabili pa numa', 'Mapempho achuluka. Yesaninso pambuyo pake'),
};
