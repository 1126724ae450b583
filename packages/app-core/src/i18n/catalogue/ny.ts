import type { Catalogue } from './types';

/** The web app's texts in Nyanja (Chinyanja): the English text (word for word as the component says it) to this language's. Each is a draft
 * until a speaker on the lender's staff reviews it (`review.ts` lists the reviewed ones). */
const catalogue: Catalogue = {
  "A Pocket Wallet For All Zambians": "Chikwama cha Pocket cha Azambia onse",
  "Verification code": "Nambala yotsimikizira",
  "Obtain": "Landirani",
  "Log In": "Lowani",
  "or": "kapena",
  "Continue with Google": "Pitirizani ndi Google",
  "I have read and agreed to the": "Ndawerenga ndipo ndavomereza",
  "Pocket privacy agreement": "pangano lachinsinsi la Pocket",
  "Please enter your phone number": "Chonde lembani nambala yanu ya foni",
  "Please enter the correct 10-digit phone number（0XXXXXXXXX）": "Chonde lembani nambala ya foni yolondola ya manambala 10（0XXXXXXXXX）",
  "Please enter the verification code": "Chonde lembani nambala yotsimikizira",
  "Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step": "Chonde werengani bwino pangano lachinsinsi ndi T&C musanadine Vomerezani kuti mupitirire",
  "Sending...": "Kutumiza...",
  "Log In...": "Kulowa...",
  "Set": "Zokonza",
  "Privacy Policy": "Ndondomeko yachinsinsi",
  "Loan Contract": "Pangano la ngongole",
  "Version": "Mtundu wa app",
  "Your data": "Zambiri zanu",
  "Download my data": "Tsitsani zambiri zanga",
  "A copy of everything we hold about you": "Kope la zonse zomwe tili nazo za inu",
  "Correct my data": "Konzani zambiri zanga",
  "Tell us what is wrong; we correct it": "Tiuzeni chomwe chalakwika; tidzakonza",
  "Consents": "Zomwe ndavomereza",
  "Location and offers by SMS": "Malo ndi zotsatsa pa SMS",
  "Close my account": "Tsekani akaunti yanga",
  "Paying without data": "Kulipira popanda data",
  "Log Out": "Tulukani",
  "Do you want to log out of Pocket?": "Kodi mukufuna kutuluka mu Pocket?",
  "Cancel": "Siyani",
};

export default catalogue;
