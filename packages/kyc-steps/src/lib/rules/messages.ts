// Texts of the KYC forms. The spec leaves "validation of the other authentication forms" unshown, so the English
// messages are ours; the Chinese ones are react-vant's own zh-CN defaults that docs/product.md#error-catalogue lists.

/** react-vant's default component validation texts (zh-CN locale, docs/product.md#the-product and docs/product.md#error-catalogue). */
export const LIBRARY_TEXT = {
  /** "Please fill in the name" (locale key nameEmpty) */
  nameEmpty: '请填写姓名',
  /** "Please fill in a correct phone number" (telInvalid) */
  telInvalid: '请填写正确的电话',
  /** "Please fill in the detailed address" (vanAddressEdit.addressEmpty) */
  addressEmpty: '请填写详细地址',
  /** "Please choose a region" (vanAddressEdit.areaEmpty) */
  areaEmpty: '请选择地区',
} as const;

/** "This browser does not support location" (docs/product.md#error-catalogue: browser without geolocation). */
export const GEOLOCATION_UNSUPPORTED = '该浏览器不支持定位';

/** The product text first, the library's default in full-width brackets, as the spec's own phone message does. */
export const withLibraryText = (english: string, chinese: string) => `${english}（${chinese}）`;

export const MSG = {
  nrcEmpty: 'Please enter your NRC number',
  nrcInvalid: 'Please enter the NRC number as on your card: NNNNNN/NN/N',
  firstNameEmpty: 'Please enter your first name',
  lastNameEmpty: 'Please enter your last name',
  nameLetters: 'Names may contain letters and spaces only',
  dobEmpty: 'Please choose your date of birth',
  dobInvalid: 'Please enter a real date of birth',
  dobMinor: 'You must be 18 or older to borrow',
  genderEmpty: 'Please choose your gender',
  nrcFrontEmpty: 'Please add a photo of the front of your NRC',
  nrcBackEmpty: 'Please add a photo of the back of your NRC',
  maritalEmpty: 'Please choose your marital status',
  educationEmpty: 'Please choose your education',
  regionEmpty: withLibraryText('Please choose your province and district', LIBRARY_TEXT.areaEmpty),
  addressEmpty: withLibraryText('Please enter your residential address', LIBRARY_TEXT.addressEmpty),
  emailInvalid: 'Please enter a valid e-mail address, e.g. name@example.com',
  contactNameEmpty: withLibraryText("Please enter the contact's name", LIBRARY_TEXT.nameEmpty),
  relationshipEmpty: 'Please choose your relationship with this contact',
  contactIsSelf: 'An emergency contact must be someone else: this is your own number',
  contactsSame: 'Please give two different phone numbers for your two contacts',
  employmentEmpty: 'Please choose your type of employment',
  employerEmpty: "Please enter your employer's or business's name",
  incomeEmpty: 'Please choose your monthly income',
  payDayInvalid: 'Please enter your pay day as a day of the month from 1 to 31',
} as const;
