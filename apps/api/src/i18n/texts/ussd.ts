import { type Catalogue, draft, type Entry } from '../catalogue';

// Every screen of the USSD menu in English, Bemba and Nyanja. English is the menu's words before issue 48, word for
// word (plus the language entry); Bemba and Nyanja are drafts to be reviewed by a speaker on the lender's staff. Each
// screen stays within 182 characters in every language with the longest values (i18n/ussd-screens.test.ts).
// `{late, select, yes {…} other {}}` adds "(late)" to a bill that is past its due date.

const ussd = (en: string, bem: string, ny: string): Entry => ({ surface: 'ussd', en, bem: draft(bem), ny: draft(ny) });

const LATE = (word: string) => `{late, select, yes { (${word})} other {}}`;

export const USSD_TEXTS: Catalogue = {
  'ussd.menu': ussd(
    'Pocket\n1 My bills\n2 Repay\n3 Extend\n4 My limit\n5 Help\n6 Promise to pay',
    'Pocket\n1 Bilu shandi\n2 Lipila\n3 Lundako inshiku\n4 Limit yandi\n5 Ubwafwilisho\n6 Icilayo ca kulipila',
    'Pocket\n1 Mabilu anga\n2 Lipira\n3 Onjezera nthawi\n4 Limit yanga\n5 Thandizo\n6 Lonjezo lolipira',
  ),
  // The same words in every language: where a borrower who cannot read the menu finds the choice.
  'ussd.menu.language': ussd('9 Language/Ululimi/Chilankhulo', '9 Language/Ululimi/Chilankhulo', '9 Language/Ululimi/Chilankhulo'),
  'ussd.language': ussd(
    'Choose your language:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Back',
    'Saleni ululimi:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Bwelela',
    'Sankhani chilankhulo:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Bwererani',
  ),
  'ussd.note.languageSaved': ussd('Language saved.', 'Ululimi lwasungwa.', 'Chilankhulo chasungidwa.'),
  'ussd.note.wrongChoice': ussd('Wrong choice. Try again.', 'Mwasala icilubo. Eseni nakabili.', 'Mwasankha molakwika. Yesaninso.'),
  'ussd.note.wrongPin': ussd('Wrong PIN. Try again.', 'PIN yalubana. Eseni nakabili.', 'PIN yolakwika. Yesaninso.'),
  'ussd.note.pinFormat': ussd('Your PIN is 4 digits.', 'PIN yenu ya manambala 4.', 'PIN yanu ndi manambala 4.'),
  'ussd.noAccount': ussd(
    'This number has no Pocket account. Get the Pocket app at {appUrl} to borrow and repay.',
    'Iyi nambala tayakwata akaunti ya Pocket. Sendeni Pocket app pa {appUrl} pa kukongola no kulipila.',
    'Nambala iyi ilibe akaunti ya Pocket. Tengani Pocket app pa {appUrl} kuti mukongole ndi kulipira.',
  ),
  'ussd.noBill': ussd('You have no bill to pay. Thank you!', 'Tamwakwata bilu ya kulipila. Natotela!', 'Mulibe bilu yoti mulipire. Zikomo!'),
  'ussd.billLine': ussd(`{amount} due {dueDate}${LATE('late')}`, `{amount} pa {dueDate}${LATE('yacelwa')}`, `{amount} pa {dueDate}${LATE('yachedwa')}`),
  'ussd.bills.title': ussd('Your bills:', 'Bilu shenu:', 'Mabilu anu:'),
  'ussd.bills.more': ussd('+{count} more in the app', '+{count} shimbi mu app', '+{count} ena mu app'),
  'ussd.bills.dialAgain': ussd('Dial again and choose 2 to repay.', 'Imeni nakabili, saleni 2 mulipile.', 'Imbaninso, sankhani 2 kuti mulipire.'),
  'ussd.pick.bills': ussd('Your bills:', 'Bilu shenu:', 'Mabilu anu:'),
  'ussd.pick.repay': ussd('Repay which bill?', 'Mulelipila bilu nshi?', 'Mulipira bilu iti?'),
  'ussd.pick.extend': ussd('Extend which bill?', 'Mulelundako bilu nshi?', 'Muwonjezera bilu iti?'),
  'ussd.pick.more': ussd('4 More', '4 Fimbi', '4 Zina'),
  'ussd.back': ussd('0 Back', '0 Bwelela', '0 Bwererani'),
  'ussd.bill': ussd(
    `Bill due {dueDate}${LATE('late')}: {amount}\n1 Repay\n2 Extend\n0 Back`,
    `Bilu ya pa {dueDate}${LATE('yacelwa')}: {amount}\n1 Lipila\n2 Lundako inshiku\n0 Bwelela`,
    `Bilu ya pa {dueDate}${LATE('yachedwa')}: {amount}\n1 Lipira\n2 Onjezera nthawi\n0 Bwererani`,
  ),
  'ussd.billInFlight': ussd(
    'A payment of this bill is waiting for your mobile money PIN. Approve it, or wait a minute and dial again.',
    'Ukulipila kwa iyi bilu kulelolela PIN ya mobile money yenu. Suminisheni, nangu lindeni miniti imo e lyo imeni nakabili.',
    'Malipiro a bilu iyi akudikira PIN ya mobile money yanu. Vomerezani, kapena dikirani mphindi imodzi ndipo imbaninso.',
  ),
  'ussd.repay': ussd(
    `Bill due {dueDate}${LATE('late')}: {amount}\n1 Pay all {amount}\n2 Pay another amount\n0 Back`,
    `Bilu ya pa {dueDate}${LATE('yacelwa')}: {amount}\n1 Lipila yonse {amount}\n2 Lipila indalama imbi\n0 Bwelela`,
    `Bilu ya pa {dueDate}${LATE('yachedwa')}: {amount}\n1 Lipira yonse {amount}\n2 Lipira ndalama ina\n0 Bwererani`,
  ),
  'ussd.amount': ussd(
    'Amount in Kwacha, from {min} to {max}:\n0 Back',
    'Indalama mu Kwacha, ukufuma {min} ukufika {max}:\n0 Bwelela',
    'Ndalama mu Kwacha, kuyambira {min} mpaka {max}:\n0 Bwererani',
  ),
  'ussd.amount.format': ussd('Type the amount in Kwacha, e.g. 100.', 'Lembeni indalama mu Kwacha, nga 100.', 'Lembani ndalama mu Kwacha, monga 100.'),
  'ussd.amount.below': ussd('The least you can pay now is {min}.', 'Iinono iyo mwingalipila nomba ni {min}.', 'Yochepa yomwe mungalipire tsopano ndi {min}.'),
  'ussd.amount.above': ussd('That is more than you owe ({max}).', 'Iyo yacila pa ifyo mwakongola ({max}).', 'Imeneyo ndi yoposa ngongole yanu ({max}).'),
  'ussd.amount.remainder': ussd(
    'Pay all: what would be left is below the least payment.',
    'Lipileni yonse: iyingashalapo ili panshi ya kulipila kwa panono.',
    'Lipirani yonse: yotsalayo ingakhale yochepa kuposa malipiro ochepa.',
  ),
  'ussd.extend': ussd(
    'Extend your bill of {amount} from {dueDate} to {newDate} for a fee of {fee}?\n1 Confirm\n0 Back',
    'Lundako inshiku pa bilu yenu iya {amount} ukufuma {dueDate} ukufika {newDate} pa {fee}?\n1 Ee\n0 Bwelela',
    'Onjezera nthawi ya bilu yanu ya {amount} kuchoka {dueDate} kufika {newDate} pa {fee}?\n1 Inde\n0 Bwererani',
  ),
  'ussd.noExtension': ussd('This bill cannot be extended now. {reason}.', 'Iyi bilu tailundwako inshiku nomba. {reason}.', 'Bilu iyi sitingayiwonjezere nthawi tsopano. {reason}.'),
  'ussd.setPinFirst': ussd(
    'To pay by USSD, first set a 4-digit USSD PIN in the Pocket app: Me > Settings > USSD PIN.',
    'Pa kulipila pa USSD, bikeni USSD PIN ya manambala 4 mu Pocket app: Me > Settings > USSD PIN.',
    'Kuti mulipire pa USSD, choyamba ikani USSD PIN ya manambala 4 mu Pocket app: Me > Settings > USSD PIN.',
  ),
  'ussd.pin': ussd(
    '{what} from {wallet}.\nEnter your 4-digit Pocket USSD PIN:',
    '{what} ukufuma pa {wallet}.\nLembeni Pocket USSD PIN yenu (manambala 4):',
    '{what} kuchokera pa {wallet}.\nLembani Pocket USSD PIN yanu (manambala 4):',
  ),
  'ussd.payWhat': ussd('Pay {amount}', 'Lipila {amount}', 'Lipira {amount}'),
  'ussd.feeWhat': ussd('Pay the extension fee {fee}', 'Lipila {fee} ya kulundako inshiku', 'Lipira {fee} yowonjezera nthawi'),
  'ussd.pinWait': ussd(
    'Too many wrong PINs. Nothing was paid. Try again in {minutes} min.',
    'Ama PIN ayalubana nayafula. Tapali ico mwalipile. Eseni nakabili pa numa ya min {minutes}.',
    'Ma PIN olakwika achuluka. Palibe cholipiridwa. Yesaninso pakatha min {minutes}.',
  ),
  'ussd.pinGiveUp': ussd(
    'Wrong PIN. Nothing was paid. Dial again to try again.',
    'PIN yalubana. Tapali ico mwalipile. Imeni nakabili mwesheko.',
    'PIN yolakwika. Palibe cholipiridwa. Imbaninso kuti muyesenso.',
  ),
  'ussd.repaySent': ussd(
    'A mobile money prompt for {amount} is coming to {wallet}. Enter your mobile money PIN there to pay. We will send an SMS when it is paid.',
    'Ukulomba kwa mobile money kwa {amount} kuleisa pa {wallet}. Lembeni PIN ya mobile money pa kulipila. Tukatuma SMS nga mwalipila.',
    'Pempho la mobile money la {amount} likubwera pa {wallet}. Lembani PIN ya mobile money kuti mulipire. Tidzatumiza SMS mukalipira.',
  ),
  'ussd.extendSent': ussd(
    'A mobile money prompt for the fee of {fee} is coming to {wallet}. Once paid, your bill is due on {newDate}.',
    'Ukulomba kwa mobile money kwa {fee} kuleisa pa {wallet}. Nga mwalipila, bilu yenu ikaba iya pa {newDate}.',
    'Pempho la mobile money la {fee} likubwera pa {wallet}. Mukalipira, bilu yanu idzakhala ya pa {newDate}.',
  ),
  'ussd.refused': ussd('Nothing was paid. {reason}', 'Tapali ico mwalipile. {reason}', 'Palibe cholipiridwa. {reason}'),
  // "6 Promise to pay" (modules/ussd/promise-menu.ts, issue 46): the late amount, promised by one of four dates.
  'ussd.promise.noLate': ussd(
    'You have no late bill, so there is nothing to promise. Thank you!',
    'Tamwakwata bilu iyacelwa, e ico tapali ico mwingalaya. Natotela!',
    'Mulibe bilu yochedwa, choncho palibe choti mulonjeze. Zikomo!',
  ),
  'ussd.promise.already': ussd(
    'You already promised to pay {amount} by {payBy}. Pay with 2 Repay or in the Pocket app.',
    'Mwalilaya kale ukulipila {amount} pa {payBy}. Lipileni pa 2 Lipila nangu mu Pocket app.',
    'Munalonjeza kale kulipira {amount} pofika {payBy}. Lipirani pa 2 Lipira kapena mu Pocket app.',
  ),
  'ussd.promise.choose': ussd(
    'Promise to pay {amount} late by:\n1 Today\n2 {in3}\n3 {in7}\n4 {in14}\n0 Back',
    'Layeni ukulipila {amount} iyacelwa pa:\n1 Lelo\n2 {in3}\n3 {in7}\n4 {in14}\n0 Bwelela',
    'Lonjezani kulipira {amount} yochedwa pofika:\n1 Lero\n2 {in3}\n3 {in7}\n4 {in14}\n0 Bwererani',
  ),
  'ussd.promise.thanks': ussd(
    'Thank you. You promised to pay {amount} by {payBy}. Reminders pause until then. Pay with 2 Repay or in the Pocket app.',
    'Natotela. Mwalaya ukulipila {amount} pa {payBy}. Ifyebukisho filelekwa mpaka ilyo. Lipileni pa 2 Lipila nangu mu Pocket app.',
    'Zikomo. Mwalonjeza kulipira {amount} pofika {payBy}. Zikumbutso zayima mpaka pamenepo. Lipirani pa 2 Lipira kapena mu Pocket app.',
  ),
  'ussd.limit.open': ussd(
    'Your Pocket limit is {limit}.\nRepay your loan to borrow again.',
    'Limit yenu iya Pocket ni {limit}.\nLipileni inkongole yenu pa kukongola nakabili.',
    'Limit yanu ya Pocket ndi {limit}.\nLipirani ngongole yanu kuti mukongolenso.',
  ),
  'ussd.limit.available': ussd(
    'Your Pocket limit is {limit}.\nYou can borrow up to {available} in the Pocket app.',
    'Limit yenu iya Pocket ni {limit}.\nKuti mwakongola ukufika {available} mu Pocket app.',
    'Limit yanu ya Pocket ndi {limit}.\nMungakongole mpaka {available} mu Pocket app.',
  ),
  'ussd.help.phone': ussd(
    'Pocket help: call {phone}, or chat with us in the Pocket app at {appUrl}. Set your USSD PIN in the app: Me > Settings.',
    'Ubwafwilisho bwa Pocket: imeni {phone}, nangu lanshanyeni na ifwe mu Pocket app pa {appUrl}. Bikeni USSD PIN mu app: Me > Settings.',
    'Thandizo la Pocket: imbani {phone}, kapena lankhulani nafe mu Pocket app pa {appUrl}. Ikani USSD PIN mu app: Me > Settings.',
  ),
  'ussd.help': ussd(
    'Pocket help: chat with us in the Pocket app at {appUrl}. Set your USSD PIN in the app: Me > Settings.',
    'Ubwafwilisho bwa Pocket: lanshanyeni na ifwe mu Pocket app pa {appUrl}. Bikeni USSD PIN mu app: Me > Settings.',
    'Thandizo la Pocket: lankhulani nafe mu Pocket app pa {appUrl}. Ikani USSD PIN mu app: Me > Settings.',
  ),
};
