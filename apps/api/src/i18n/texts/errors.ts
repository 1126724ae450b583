import { REFUSAL_CODES, refusalText } from '@pocket/contracts/credit-policy';
import { messages as spec } from '@pocket/contracts/validators';

import { type Catalogue, draft, type Entry } from '../catalogue';
import { DECLINE_REASONS } from './sms';

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
  // The credit policy's other refusals of an application (the apply call's 409, contracts' refusalText): the same
  // Bemba and Nyanja words as the decision SMS's reason (sms.loan.decline.<code>); overdue, an open loan and the
  // limit are the refusals above.
  ...Object.fromEntries(
    REFUSAL_CODES.filter((code) => code !== 'overdue' && code !== 'open-loan' && code !== 'above-limit').map((code) => [
      `error.refusal.${code}`,
      error(refusalText(code), ...DECLINE_REASONS[code]),
    ]),
  ),
  // A payment from another number than the borrower's own (contracts' PAYMENT_ACCOUNT_MESSAGES; its code's refusals
  // are the login code's words above).
  'error.payFromConfirm': error(
    'This payment account is not your phone number. Enter the code we send by SMS to {masked} to confirm that you may pay from it',
    'Iyi akaunti ya kulipilamo te nambala ya foni yenu. Lembeni ikodi tulemutumina pa SMS ku {masked} pa kushininkisha ukuti kuti mwalipilamo',
    'Akaunti yolipirira iyi si nambala ya foni yanu. Lembani khodi yomwe tikutumizirani pa SMS ku {masked} kutsimikiza kuti mungalipire kuchokera mmenemo',
  ),
  'error.payFromNumberCap': error(
    'Too many codes were sent to this number; please try again in an hour',
    'Amakodi ayengi yatumwa kuli iyi nambala; eseni nakabili pa numa ya ola limo',
    'Makhodi ambiri atumizidwa ku nambala iyi; yesaninso pakatha ola limodzi',
  ),
  'error.payFromUserCap': error(
    'Too many payment accounts were confirmed today; please try again tomorrow or pay from your own number',
    'Ama akaunti ayengi aya kulipilamo yashininkishiwa lelo; eseni nakabili mailo nangu lipileni ukufuma pa nambala yenu',
    'Maakaunti ambiri olipirira atsimikizidwa lero; yesaninso mawa kapena lipirani kuchokera pa nambala yanu',
  ),
  'error.payFromPromptCap': error(
    'This wallet has received too many payment requests. Please try again later or pay from another number',
    'Iyi wallet yapokelela ukulomba kwa kulipila ukwingi. Eseni nakabili pa numa nangu lipileni ukufuma pa nambala imbi',
    'Wallet iyi yalandira mapempho ambiri a malipiro. Yesaninso pambuyo pake kapena lipirani kuchokera pa nambala ina',
  ),
  // VIP (contracts' VIP_MESSAGES).
  'error.vipNoCard': error('This VIP card does not exist', 'Iyi VIP card taibako', 'VIP card iyi kulibe'),
  'error.vipAmount': error('The payment amount of this card is {price}', 'Indalama ya kulipila iyi card ni {price}', 'Ndalama yolipira card iyi ndi {price}'),
  'error.vipInFlight': error(
    'A VIP payment is already in progress. Please approve the PIN prompt on your phone or wait about one minute',
    'Ukulipila kwa VIP kulecitika kale. Suminisheni PIN pa foni yenu nangu lindeni miniti imo',
    'Malipiro a VIP akuchitika kale. Vomerezani PIN pa foni yanu kapena dikirani mphindi imodzi',
  ),
  // The data rights' code and download (contracts' DATA_RIGHTS_MESSAGES; the web app's button names in its words).
  'error.dataResend': error('Please wait {seconds} seconds before asking for another code', 'Lindeni amasekondi {seconds} ilyo tamulalomba ikodi imbi', 'Dikirani masekondi {seconds} musanapemphe khodi ina'),
  'error.dataTooManyCodes': error('You asked for 5 codes today. Please try again tomorrow.', 'Mwalomba amakodi 5 lelo. Eseni nakabili mailo.', 'Mwapempha makhodi 5 lero. Yesaninso mawa.'),
  'error.dataCodeExpired': error(
    'This code has expired. Tap "Send code" to get a new one.',
    'Inshita ya iyi kodi yapwa. Tinikeni "Tumeni ikodi" pa kupokelela ipya.',
    'Nthawi ya khodi iyi yatha. Dinani "Tumizani khodi" kuti mulandire yatsopano.',
  ),
  'error.dataCodeWrong': error('The code is not right. Check the SMS and try again.', 'Ikodi tailungeme. Moneni SMS no kwesha nakabili.', 'Khodi si yolondola. Onani SMS ndi kuyesanso.'),
  'error.dataCodeTries': error(
    'Too many wrong codes. Tap "Send code" to get a new one.',
    'Amakodi ayalubana yafula. Tinikeni "Tumeni ikodi" pa kupokelela ipya.',
    'Makhodi olakwika achuluka. Dinani "Tumizani khodi" kuti mulandire yatsopano.',
  ),
  'error.dataBusy': error(
    'Your data is already being prepared. It will be ready in a few minutes.',
    'Ifyebo fyenu filepekanishiwa kale. Fikaba ifyaipekanya mu maminiti ayanono.',
    'Zambiri zanu zikukonzedwa kale. Zidzakhala zokonzeka pakatha mphindi zochepa.',
  ),
  'error.dataLinkExpired': error(
    'This download link has expired. Ask for your data again from Settings > Download my data.',
    'Inshita ya iyi link ya kukopa yapwa. Lombeni ifyebo fyenu nakabili mu Ifyakupanga > Kopeni ifyebo fyandi.',
    'Nthawi ya link iyi yotsitsira yatha. Pemphaninso zambiri zanu mu Zokonza > Tsitsani zambiri zanga.',
  ),
  // Activities: the wheel and a coupon pack by code (contracts' ACTIVITY_MESSAGES).
  'error.noSpins': error(
    'You have no spins left today. Come back tomorrow, or pay a bill on time to earn one more spin',
    'Tamucishile na kupyungula lelo. Bweleni mailo, nangu lipileni bilu pa nshita pa kunonka ukupyungula kumbi',
    'Mulibe mwayi wozungulira wotsala lero. Bwerani mawa, kapena lipirani bilu pa nthawi kuti mupeze mwayi wina',
  ),
  'error.couponCodeUnknown': error(
    'This coupon code does not exist. Please check the link and try again',
    'Iyi coupon code taibako. Moneni link no kwesha nakabili',
    'Coupon code iyi kulibe. Onani link ndi kuyesanso',
  ),
  'error.packNotStarted': error('This coupon pack is not available yet. Please come back later', 'Iyi coupon pack tailaba iyaipekanya. Bweleni pa numa', 'Coupon pack iyi sinapezeke. Bwerani pambuyo pake'),
  'error.packExpired': error('This coupon pack has expired', 'Inshita ya iyi coupon pack yapwa', 'Nthawi ya coupon pack iyi yatha'),
  'error.packClaimed': error(
    'You have already claimed this coupon pack. Find your coupons under Coupon',
    'Mwalipokelela kale iyi coupon pack. Sangeni ama coupon yenu pa Kupon',
    'Munalandira kale coupon pack iyi. Pezani ma coupon anu pa Kuponi',
  ),
  'error.packExhausted': error('All packs of this code have been claimed', 'Ama pack yonse aya iyi code yapokwa', 'Ma pack onse a code iyi atengedwa'),
  // The USSD PIN (contracts' USSD_PIN_MESSAGES: the web app's words for them, the same drafts).
  'error.ussdPinFormat': error('Your USSD PIN must be exactly 4 digits', 'PIN yenu iya USSD ifwile ukuba manambala 4 fye', 'PIN yanu ya USSD iyenera kukhala manambala 4 ndendende'),
  'error.ussdPinGuessable': error(
    'Please choose a PIN that is hard to guess (not 1234, 1111 or the like)',
    'Napapata, saleni PIN iyo bambi bashingeshiba (te 1234, 1111 nangu ifyapalako)',
    'Chonde sankhani PIN yovuta kuiganizira (osati 1234, 1111 kapena zofanana)',
  ),
  // A coupon on a bill (the coupon module's COUPON_MESSAGES).
  'error.couponNotFound': error('This coupon does not exist', 'Iyi coupon taibako', 'Coupon iyi kulibe'),
  'error.couponNotUsable': error('This coupon cannot be used on this bill', 'Iyi coupon te kuti ibomfiwe pali iyi bilu', 'Coupon iyi singagwiritsidwe ntchito pa bilu iyi'),
  // Phones on stages (the stage module's STAGE_MESSAGES; a field's own refusal stays English).
  'error.stageKyc': error('Please complete your information before ordering a phone', 'Pwisheni ifyebo fyenu ilyo tamulaoda foni', 'Malizitsani zambiri zanu musanaode foni'),
  'error.stageNotOffered': error('Phones on stages are not available at the moment', 'Amafoni ya kulipila mu fipande tayaleshitishiwa nomba', "Mafoni olipira pang'onopang'ono sakupezeka pakali pano"),
  'error.stageOrderNotFound': error('This stage order does not exist', 'Iyi oda taibako', 'Oda iyi kulibe'),
  'error.stageOpen': error(
    'You already have a phone order in progress. Please pay it off before ordering another phone',
    'Mwalikwata kale oda ya foni iilecitika. Ilipileni yonse ilyo tamulaoda foni imbi',
    'Muli kale ndi oda ya foni yomwe ikuchitika. Ilipireni yonse musanaode foni ina',
  ),
  'error.stageOpenLoan': error(
    'You have a loan in progress. Please repay it before ordering a phone on stages',
    'Mwakwata inkongole iilecitika. Ilipileni ilyo tamulaoda foni ya kulipila mu fipande',
    "Muli ndi ngongole yomwe ikuchitika. Ibwezeni musanaode foni yolipira pang'onopang'ono",
  ),
  'error.stageAboveLimit': error(
    'The amount to pay in stages ({financed}) is above your available limit of {limit}',
    'Indalama ya kulipila mu fipande ({financed}) yacila pa limit yenu iya {limit}',
    "Ndalama yolipira pang'onopang'ono ({financed}) ndi yoposa limit yanu ya {limit}",
  ),
  'error.operatorRefused': error('The mobile-money operator refused the payment: {reason}', 'Kampani ya mobile money yakana ukulipila: {reason}', 'Kampani ya mobile money inakana malipiro: {reason}'),
  // A payment plan asked again (collections' HARDSHIP_MESSAGES; its other two are the words above).
  'error.planOneOpen': error(
    'We already have your request for a payment plan. We will answer it within 2 working days.',
    'Twalipokelela kale ukulomba kwenu ukwa kulipila mu fipande. Tukamwasuka mu nshiku 2 isha ncito.',
    'Talandira kale pempho lanu la dongosolo lolipira. Tidzakuyankhani pasanathe masiku 2 a ntchito.',
  ),
  // A KYC photo (the uploads module's UPLOAD_MESSAGES; the format and size refusals name a field and stay English).
  'error.uploadNotFound': error('No such upload', 'Icikope tacisangilwe', 'Chithunzi sichinapezeke'),
  'error.uploadUnreadable': error('This photo could not be read; please upload it again', 'Ici cikope tacabelengeka; napapata, tumeni nakabili', 'Chithunzichi sichikuwerengeka; chonde tumizaninso'),
  'error.uploadProcessing': error(
    'The photo is still being processed; please try again in a few seconds',
    'Icikope cicili cilepekanishiwa; eseni nakabili pa numa ya masekondi ayanono',
    'Chithunzi chikukonzedwabe; yesaninso pakatha masekondi ochepa',
  ),
  // The day's upload quota (the uploads module's QUOTA_MESSAGES: 20 photos, 40 MB; the wait as it says it, `3 h 20 min`).
  'error.uploadQuotaCount': error(
    'Upload limit reached: at most 20 photos per day. You can upload again after midnight, Lusaka time (in {wait})',
    'Mwafika pa mpela ya kutuma ifikope: ifikope 20 fye pa bushiku. Kuti mwatuma nakabili pa numa ya pakati ka bushiku, inshita ya ku Lusaka (mu {wait})',
    'Mwafika malire otumiza zithunzi: zithunzi 20 zokha pa tsiku. Mungatumizenso pambuyo pa pakati pa usiku, nthawi ya ku Lusaka (pakatha {wait})',
  ),
  'error.uploadQuotaBytes': error(
    'Upload limit reached: at most 40 MB of photos per day. You can upload again after midnight, Lusaka time (in {wait})',
    'Mwafika pa mpela ya kutuma ifikope: ifikope fya 40 MB fye pa bushiku. Kuti mwatuma nakabili pa numa ya pakati ka bushiku, inshita ya ku Lusaka (mu {wait})',
    'Mwafika malire otumiza zithunzi: zithunzi za 40 MB zokha pa tsiku. Mungatumizenso pambuyo pa pakati pa usiku, nthawi ya ku Lusaka (pakatha {wait})',
  ),
  // A signed call refused for the phone's clock, a repeat or another session (plugins/signature.ts's SIGN_MESSAGES;
  // a malformed signature is the app's fault, not the borrower's, and stays English).
  'error.signStale': error(
    'Request time is more than 300 seconds from server time; please check the time on your phone',
    'Inshita ya kulomba yapusana na ya server ukucila amasekondi 300; napapata moneni inshita pa foni yenu',
    'Nthawi ya pempho ndi yosiyana ndi ya server kuposa masekondi 300; chonde onani nthawi pa foni yanu',
  ),
  'error.signReplay': error('This request was already received; please try again', 'Uku kulomba kwalipokelelwe kale; eseni nakabili', 'Pempho ili linalandiridwa kale; yesaninso'),
  'error.signOtherUid': error(
    'This session is signed with another uid: a session keeps the uid of its first signed call. Please log in again',
    'Iyi nshita ya kwingila yalembwa na uid imbi: inshita ya kwingila isunga uid ya kulomba kwa kubalilapo. Ingileni nakabili',
    'Gawo ili lasainidwa ndi uid ina: gawo limasunga uid ya pempho lake loyamba. Lowaninso',
  ),
};
