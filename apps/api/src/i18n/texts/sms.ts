import { KYC_REJECT_REASONS, REJECT_REASON_TEXTS } from '@pocket/contracts/api/staff';
import { type RefusalCode, REFUSAL_TEXTS } from '@pocket/contracts/credit-policy';

import { type Catalogue, draft, type Entry } from '../catalogue';

// Every SMS (and, without its `Pocket: ` prefix, every push notification) in English, Bemba and Nyanja. The English
// words are the texts Pocket sent before issue 48, word for word; Bemba and Nyanja are drafts written with the code,
// to be reviewed by a speaker on the lender's staff. Placeholders: {amount}-like values come as `K1,050.50`, dates
// as `15 Jul`. Each text fits one 160-character GSM-7 SMS with the longest values (catalogue.test.ts in messages).

const sms = (en: string, bem: string, ny: string): Entry => ({ surface: 'sms', en, bem: draft(bem), ny: draft(ny) });

/** Why a loan was refused: the sentence of the desk's reason inside `sms.loan.rejected` (English from contracts). */
const LOAN_REASONS: Record<keyof typeof REJECT_REASON_TEXTS, [string, string]> = {
  repayment: ['Tatwasininkishe ukuti kuti mwalipila iyi ndalama.', 'Sitinatsimikize kuti mungathe kubweza ndalama iyi.'],
  identity: ['Tatwasininkishe ifyebo fya bumuntu bwenu.', 'Sitinatsimikize zambiri za chizindikiro chanu.'],
  'too-many': ['Mwalombele imiku iingi mu nshita iinono.', 'Munapempha kangapo mu nthawi yochepa.'],
  amount: ['Indalama yafula nomba. Iinono kuti yasuminishiwa.', 'Ndalama ndi yochuluka pakali pano. Yochepa ingavomerezedwe.'],
};

/** A KYC refusal's SMS: the reason's why and next (English from contracts, word for word). */
const KYC_REASONS: Record<keyof typeof KYC_REJECT_REASONS, [string, string]> = {
  'photo-unreadable': [
    'Pocket: tatwabelenga ifikope fya NRC yenu. Kopeni ifikope ifyamoneka bwino ifya ku ntanshi na ku numa, e lyo mutumeni nakabili.',
    'Pocket: sitinathe kuwerenga zithunzi za NRC yanu. Jambulani zithunzi zoonekera bwino za kutsogolo ndi kumbuyo, kenako tumizaninso.',
  ],
  'details-mismatch': [
    'Pocket: ifyo mwalembele tafyalingana na NRC yenu. Moneni inambala, ishina na ubushiku bwa kufyalwa, lungamikeni, e lyo mutumeni nakabili.',
    'Pocket: zimene munalemba sizikugwirizana ndi NRC yanu. Onani nambala, dzina ndi tsiku lobadwa, konzani, kenako tumizaninso.',
  ],
  'face-mismatch': [
    'Pocket: icikope cenu tacalingana ne cikope ca pa NRC yenu. Kopeni icikope cipya mu lubuto, e lyo mutumeni nakabili.',
    'Pocket: chithunzi chanu sichikufanana ndi cha pa NRC yanu. Jambulani chithunzi chatsopano pamalo owala, kenako tumizaninso.',
  ],
  'nrc-other-account': [
    'Pocket: iyi NRC ilebomba pa akaunti imbi iya Pocket. Ingileni na akaunti mwaliminepo. Nga te yenu, ipusheni Pocket support.',
    'Pocket: NRC iyi ikugwiritsidwa ntchito pa akaunti ina ya Pocket. Lowani ndi akaunti yoyamba. Ngati si yanu, funsani Pocket support.',
  ],
  'shared-device': [
    'Pocket: iyi foni yaliminako ama akaunti yambi aya Pocket. Lanshanyeni na Pocket support pa kuti twishibe abo muli.',
    'Pocket: foni iyi inatsegula maakaunti ena a Pocket. Lankhulani ndi Pocket support kuti titsimikize kuti ndinu ndani.',
  ],
  'suspected-fraud': ['Pocket: tatwasininkishe ubumuntu bwenu. Lanshanyeni na Pocket support.', 'Pocket: sitinatsimikize kuti ndinu ndani. Lankhulani ndi Pocket support.'],
};

/**
 * Why the credit policy refused an application, inside `sms.loan.declined`: the main reason and what the borrower can
 * do next, in the words the apply call answers (REFUSAL_TEXTS, contracts); the limit's figure is left out. Never a
 * score or a threshold's value.
 */
export const DECLINE_REASONS: Record<RefusalCode, [string, string]> = {
  overdue: ['Mwakwata bilu iyacelwa. Ilipileni intanshi, e lyo mulombe nakabili.', 'Muli ndi bilu yochedwa. Ilipireni choyamba, kenako mupemphenso.'],
  'open-loan': ['Mwakwata kale inkongole. Lipileni inkongole yenu iyalipo intanshi.', 'Muli kale ndi ngongole. Bwezani ngongole yanu yomwe ilipo choyamba.'],
  'above-limit': ['Indalama yacila pa limiti yenu. Iinono kuti yasuminishiwa.', 'Ndalama ndi yoposa malire anu. Yochepa ingavomerezedwe.'],
  'late-history': [
    'Bilu imo iya kale yalipilwe mu kucelwa. Ukulipila pa nshita mu myeshi iileisa kukalenga ifi ukwaluka.',
    'Bilu ina yakale inalipiridwa mochedwa. Kulipira mabilu pa nthawi mu miyezi ikubwerayi kudzasintha izi.',
  ],
  'written-off': ['Inkongole imo iya kale tayalipilwe. Ukulipila ifyashala kukalenga ifi ukwaluka.', 'Ngongole ina yakale sinabwezedwe. Kulipira zotsalazo kudzasintha izi.'],
  'new-account': ['Akaunti yenu icili ipya. Eseni nakabili pa numa ya milungu iinono.', 'Akaunti yanu ndi yatsopano kwambiri. Yesaninso pakatha milungu ingapo.'],
  device: [
    'Foni yenu ilebomba na ama akaunti yambi, nangu akaunti pa mafoni ayengi. Lanshanyeni na Pocket support.',
    'Foni yanu ili ndi maakaunti ena, kapena akaunti yanu ili pa mafoni ambiri. Lankhulani ndi Pocket support.',
  ],
  profile: [
    'Imyaka, indalama nangu umulimo wenu tafilakumana. Ukulembapo ifipya nga fyaluka kukalenga ifi ukwaluka.',
    'Zaka, ndalama kapena ntchito yanu sizinakwanirebe. Kuzisintha zikasintha kudzasintha izi.',
  ],
  score: [
    'Ifyo mulipila tafilafika apo tulefwaya. Inkongole ishilipilwa pa nshita kuti fyaluka.',
    'Mbiri yanu yobweza sinafike pomwe tikufuna. Ngongole zobwezedwa pa nthawi zidzasintha izi.',
  ],
};

/** The English of a decline reason: the apply call's why and change (above the limit without the figure). */
const declineReasonEn = (code: RefusalCode): string =>
  code === 'above-limit' ? 'The amount is above your available limit. A smaller amount may be approved.' : `${REFUSAL_TEXTS[code].why} ${REFUSAL_TEXTS[code].change}.`;

const FAILURES = {
  'failure.declined': [
    'The PIN prompt was declined or not answered; nothing was taken. Please pay again in the Pocket app.',
    'PIN yakanwa nangu tayasukilwe; tapali ico twasendele. Lipileni nakabili mu Pocket app.',
    'PIN inakanidwa kapena sinayankhidwe; palibe chotengedwa. Lipiraninso mu Pocket app.',
  ],
  'failure.funds': [
    'Your mobile money balance was too low; nothing was taken. Please top up, then pay in the Pocket app.',
    'Indalama ya mobile money yacepa; tapali ico twasendele. Bikeniko indalama, e lyo lipileni mu Pocket app.',
    'Ndalama ya mobile money ndi yochepa; palibe chotengedwa. Onjezerani, kenako lipirani mu Pocket app.',
  ],
  'failure.unreached': [
    'The operator did not answer; nothing was taken. Please try again in the Pocket app.',
    'Kampani ya foni taiyasukile; tapali ico twasendele. Eseni nakabili mu Pocket app.',
    'Kampani ya foni sinayankhe; palibe chotengedwa. Yesaninso mu Pocket app.',
  ],
  'failure.other': [
    'The operator refused it; nothing was taken. Please try again in the Pocket app.',
    'Kampani ya foni yakana; tapali ico twasendele. Eseni nakabili mu Pocket app.',
    'Kampani ya foni inakana; palibe chotengedwa. Yesaninso mu Pocket app.',
  ],
} as const;

export const SMS_TEXTS: Catalogue = {
  'sms.loan.disbursed': sms(
    'Pocket: your loan of {amount} was sent to your mobile money. {totalDue} is due on {dueDate}. Repay in the Pocket app.',
    'Pocket: inkongole yenu iya {amount} yatumwa ku mobile money yenu. {totalDue} ifwile ukulipilwa pa {dueDate}. Lipileni mu Pocket app.',
    'Pocket: ngongole yanu ya {amount} yatumizidwa ku mobile money yanu. {totalDue} iyenera kulipiridwa pa {dueDate}. Lipirani mu Pocket app.',
  ),
  'sms.loan.rejected': sms(
    'Pocket: your loan of {amount} was not approved. {reason} You may apply again in the Pocket app.',
    'Pocket: inkongole yenu iya {amount} tayasuminishiwe. {reason} Kuti mwalomba nakabili mu Pocket app.',
    'Pocket: ngongole yanu ya {amount} sinavomerezedwe. {reason} Mungapemphenso mu Pocket app.',
  ),
  // The credit policy's refusal at once (issue 45): a new text, beside the desk's `sms.loan.rejected`.
  'sms.loan.declined': sms(
    'Pocket: your loan of {amount} was not approved. {reason}',
    'Pocket: inkongole yenu iya {amount} tayasuminishiwe. {reason}',
    'Pocket: ngongole yanu ya {amount} sinavomerezedwe. {reason}',
  ),
  ...Object.fromEntries(
    Object.entries(DECLINE_REASONS).map(([code, [bem, ny]]) => [`sms.loan.decline.${code}`, sms(declineReasonEn(code as RefusalCode), bem, ny)]),
  ),
  ...Object.fromEntries(
    Object.entries(LOAN_REASONS).map(([why, [bem, ny]]) => [`sms.loan.reason.${why}`, sms(REJECT_REASON_TEXTS[why as keyof typeof REJECT_REASON_TEXTS], bem, ny)]),
  ),
  'sms.payment.received.settled': sms(
    'Pocket: we received {amount}. Your loan is fully paid. Thank you!',
    'Pocket: twapokelela {amount}. Inkongole yenu yapwa ukulipilwa. Natotela!',
    'Pocket: talandira {amount}. Ngongole yanu yalipiridwa yonse. Zikomo!',
  ),
  'sms.payment.received.billPaid': sms(
    'Pocket: we received {amount}. Your bill due {billDueDate} is fully paid. Thank you!',
    'Pocket: twapokelela {amount}. Bilu yenu iya pa {billDueDate} yapwa ukulipilwa. Natotela!',
    'Pocket: talandira {amount}. Bilu yanu ya pa {billDueDate} yalipiridwa yonse. Zikomo!',
  ),
  'sms.payment.received.part': sms(
    'Pocket: we received {amount} for your bill due {billDueDate}. {remaining} remains on this bill. Thank you!',
    'Pocket: twapokelela {amount} pa bilu yenu iya pa {billDueDate}. {remaining} yashalapo pali iyi bilu. Natotela!',
    'Pocket: talandira {amount} pa bilu yanu ya pa {billDueDate}. Patsala {remaining} pa bilu iyi. Zikomo!',
  ),
  'sms.payment.failed': sms(
    'Pocket: your payment of {amount} did not go through. {failure}',
    'Pocket: ukulipila kwenu kwa {amount} takwapitile. {failure}',
    'Pocket: malipiro anu a {amount} sanadutse. {failure}',
  ),
  ...Object.fromEntries(Object.entries(FAILURES).map(([id, [en, bem, ny]]) => [`sms.payment.${id}`, sms(en, bem, ny)])),
  'sms.extension.confirmed': sms(
    'Pocket: your extension is confirmed. Your bill of {amountDue} is now due on {dueDate}.',
    'Pocket: inshiku shalundwako. Bilu yenu iya {amountDue} nomba ifwile ukulipilwa pa {dueDate}.',
    'Pocket: nthawi yowonjezera yatsimikizika. Bilu yanu ya {amountDue} tsopano iyenera kulipiridwa pa {dueDate}.',
  ),
  'sms.bill.due.3': sms(
    'Pocket: your bill of {amount} is due in 3 days, on {dueDate}. Repay in the Pocket app.',
    'Pocket: bilu yenu iya {amount} ifwile ukulipilwa mu nshiku 3, pa {dueDate}. Lipileni mu Pocket app.',
    'Pocket: bilu yanu ya {amount} iyenera kulipiridwa pakatha masiku 3, pa {dueDate}. Lipirani mu Pocket app.',
  ),
  'sms.bill.due.1': sms(
    'Pocket: your bill of {amount} is due tomorrow, {dueDate}. Repay in the Pocket app.',
    'Pocket: bilu yenu iya {amount} ifwile ukulipilwa mailo, {dueDate}. Lipileni mu Pocket app.',
    'Pocket: bilu yanu ya {amount} iyenera kulipiridwa mawa, {dueDate}. Lipirani mu Pocket app.',
  ),
  'sms.bill.due.0': sms(
    'Pocket: your bill of {amount} is due today. Repay in the Pocket app by midnight.',
    'Pocket: bilu yenu iya {amount} ifwile ukulipilwa lelo. Lipileni mu Pocket app ilyo ubushiku tabulapwa.',
    'Pocket: bilu yanu ya {amount} iyenera kulipiridwa lero. Lipirani mu Pocket app lisanafike pakati pa usiku.',
  ),
  'sms.bill.late.1': sms(
    'Pocket: your bill of {amount} was due on {dueDate}. Please repay in the Pocket app. A late fee is added each day until it is paid.',
    'Pocket: bilu yenu iya {amount} yali iya pa {dueDate}. Lipileni mu Pocket app. Ubulipilo bwa kucelwa bulalundwa cila bushiku mpaka mwalipila.',
    'Pocket: bilu yanu ya {amount} inali ya pa {dueDate}. Lipirani mu Pocket app. Chindapusa chochedwa chimawonjezeka tsiku lililonse mpaka mutalipira.',
  ),
  'sms.bill.late.3': sms(
    'Pocket: your bill of {amount} is 3 days late. Please repay in the Pocket app. A late fee is added each day until it is paid.',
    'Pocket: bilu yenu iya {amount} yacelwa inshiku 3. Lipileni mu Pocket app. Ubulipilo bwa kucelwa bulalundwa cila bushiku mpaka mwalipila.',
    'Pocket: bilu yanu ya {amount} yachedwa masiku 3. Lipirani mu Pocket app. Chindapusa chochedwa chimawonjezeka tsiku lililonse mpaka mutalipira.',
  ),
  'sms.bill.late.7': sms(
    'Pocket: your bill of {amount} is 7 days late. Repay in the Pocket app, or open it to see your options. We are here to help.',
    'Pocket: bilu yenu iya {amount} yacelwa inshiku 7. Lipileni mu Pocket app, nangu iisheni mumone ifyo mwingacita. Tulipo ukumwafwa.',
    'Pocket: bilu yanu ya {amount} yachedwa masiku 7. Lipirani mu Pocket app, kapena itsegulani muone zomwe mungachite. Tili pano kukuthandizani.',
  ),
  'sms.vip.started': sms(
    'Pocket: your {card} membership is active until {until}. Enjoy your benefits in the Pocket app.',
    'Pocket: ubwina bwenu bwa {card} bulebomba mpaka {until}. Sekeleleni ifyo mukwata mu Pocket app.',
    'Pocket: umembala wanu wa {card} ukugwira ntchito mpaka {until}. Sangalalani ndi mapindu anu mu Pocket app.',
  ),
  'sms.vip.ending': sms(
    'Pocket: your {card} membership ends in 3 days, on {until}. Renew in the Pocket app. Turn offers off in Settings.',
    'Pocket: ubwina bwenu bwa {card} bukapwa mu nshiku 3, pa {until}. Pyeneni mu Pocket app. Lesheni ama offer mu Settings.',
    'Pocket: umembala wanu wa {card} utha pakatha masiku 3, pa {until}. Pitirizani mu Pocket app. Zimitsani ma offer mu Settings.',
  ),
  'sms.stage.deposit': sms(
    'Pocket: we received your deposit of {amount}. Your pickup code is {pickupCode}. Show it at {shop} to collect your phone.',
    'Pocket: twapokelela ideposit yenu iya {amount}. Ikodi lya kupoka ni {pickupCode}. Ililangeni pa {shop} mupoke foni yenu.',
    'Pocket: talandira deposit yanu ya {amount}. Khodi yotengera ndi {pickupCode}. Isonyezeni ku {shop} kuti mutenge foni yanu.',
  ),
  'sms.complaint.answered': sms(
    'Pocket: we answered your complaint. Read the answer in the Pocket app under Me > Help.',
    'Pocket: twayasuka ukuilishanya kwenu. Belengeni icasuko mu Pocket app pa Me > Help.',
    'Pocket: tayankha dandaulo lanu. Werengani yankho mu Pocket app pa Me > Help.',
  ),
  'sms.correction.answered': sms(
    'Pocket: we answered your request to correct your data. Read the answer in the Pocket app under Me > Settings > Correct my data.',
    'Pocket: twayasuka ukulomba kwenu ukulungamika ifyebo fyenu. Belengeni mu Pocket app pa Me > Settings > Correct my data.',
    'Pocket: tayankha pempho lanu lokonza zambiri zanu. Werengani mu Pocket app pa Me > Settings > Correct my data.',
  ),
  'sms.collections.late-reminder': sms(
    'Pocket: your bill of {amount} is {daysLate} days late. Repay in the Pocket app, or open your bill to see your options. We are here to help.',
    'Pocket: bilu yenu iya {amount} yacelwa inshiku {daysLate}. Lipileni mu Pocket app, nangu iisheni mumone ifyo mwingacita. Tulipo ukumwafwa.',
    'Pocket: bilu yanu ya {amount} yachedwa masiku {daysLate}. Lipirani mu Pocket app, kapena itsegulani muone zomwe mungachite. Tili pano kukuthandizani.',
  ),
  // A ladder's PUSH step (docs/collections.md, "Push steps"); also its SMS if the push cannot be delivered.
  'sms.collections.late-reminder.push': sms(
    'Pocket: your bill of {amount} is {daysLate} days late. Open your bill in the Pocket app to repay or to see your options.',
    'Pocket: bilu yenu iya {amount} yacelwa inshiku {daysLate}. Iisheni bilu yenu mu Pocket app mulipile nangu mumone ifyo mwingacita.',
    'Pocket: bilu yanu ya {amount} yachedwa masiku {daysLate}. Tsegulani bilu yanu mu Pocket app kuti mulipire kapena muone zomwe mungachite.',
  ),
  // A ladder's USSD step (docs/collections.md, "USSD steps"): Africa's Talking starts no USSD session itself, so the
  // step is this SMS giving the USSD code (no data needed) and the menu's choices (ussd.ts: 2 Repay, 6 Promise to pay).
  'sms.collections.late-reminder.ussd': sms(
    'Pocket: your bill of {amount} is {daysLate} days late. No data needed: dial {ussdCode} and choose 2 to repay or 6 to promise to pay.',
    'Pocket: bilu yenu iya {amount} yacelwa inshiku {daysLate}. Tamufwile data: imeni {ussdCode}, saleni 2 mulipile nangu 6 mulaye ukulipila.',
    'Pocket: bilu yanu ya {amount} yachedwa masiku {daysLate}. Simufuna data: imbani {ussdCode}, sankhani 2 kuti mulipire kapena 6 kuti mulonjeze kulipira.',
  ),
  'sms.collections.promise-offer.ussd': sms(
    'Pocket: cannot pay {amount} today? Dial {ussdCode} and choose 6 to promise a date within 14 days. Reminders pause until then.',
    'Pocket: tamwingalipila {amount} lelo? Imeni {ussdCode}, saleni 6 mulaye ubushiku mu nshiku 14. Ukucinkulula kwaleka mpaka ilyo.',
    'Pocket: simungalipire {amount} lero? Imbani {ussdCode}, sankhani 6 kuti mulonjeze tsiku mkati mwa masiku 14. Zikumbutso zimaima mpaka pamenepo.',
  ),
  'sms.collections.promise-reminder': sms(
    'Pocket: thank you for your promise to pay {amount} by {date}. Repay in the Pocket app when you are ready.',
    'Pocket: natotela pa kulaya ukulipila {amount} pa {date}. Lipileni mu Pocket app ilyo mwaipekanya.',
    'Pocket: zikomo chifukwa cholonjeza kulipira {amount} pofika {date}. Lipirani mu Pocket app mukakonzeka.',
  ),
  'sms.collections.missed-call': sms(
    'Pocket: we tried to call you about your bill. Open the Pocket app to repay or to see your options, including a payment plan.',
    'Pocket: twaesha ukumwita pa bilu yenu. Iisheni Pocket app mulipile nangu mumone ifyo mwingacita, pamo ne pulani ya kulipila.',
    'Pocket: tinayesa kukuimbirani za bilu yanu. Tsegulani Pocket app kuti mulipire kapena muone zomwe mungachite, kuphatikizapo ndondomeko yolipira.',
  ),
  'sms.collections.hardship-offer': sms(
    'Pocket: if you cannot pay your bill now, you can ask for a payment plan in the Pocket app: open your bill and tap "I can\'t pay".',
    'Pocket: nga tamwingalipila bilu yenu nomba, lombeni pulani ya kulipila mu Pocket app: iisheni bilu yenu e lyo tinikeni "I can\'t pay".',
    'Pocket: ngati simungathe kulipira bilu yanu tsopano, pemphani ndondomeko yolipira mu Pocket app: tsegulani bilu yanu ndipo dinani "I can\'t pay".',
  ),
  'sms.kyc.approved': sms(
    'Pocket: your information is approved. You can now apply for a loan in the Pocket app.',
    'Pocket: ifyebo fyenu fyasuminishiwa. Nomba kuti mwalomba inkongole mu Pocket app.',
    'Pocket: zambiri zanu zavomerezedwa. Tsopano mungapemphe ngongole mu Pocket app.',
  ),
  ...Object.fromEntries(
    Object.entries(KYC_REASONS).map(([code, [bem, ny]]) => {
      const r = KYC_REJECT_REASONS[code as keyof typeof KYC_REJECT_REASONS];
      return [`sms.kyc.rejected.${code}`, sms(`Pocket: ${r.why} ${r.next}`, bem, ny)];
    }),
  ),
};
