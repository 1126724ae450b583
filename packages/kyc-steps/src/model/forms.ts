// What each KYC form holds while a borrower types (all strings, as the fields give them).

export type IdentityForm = {
  nrcNumber: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  gender: string;
  /** Upload ids answered by uploadBase64 */
  nrcFrontId: string;
  nrcBackId: string;
};

export type BaseForm = {
  maritalStatus: string;
  education: string;
  provinceId: string;
  provinceName: string;
  districtId: string;
  districtName: string;
  address: string;
  email: string;
};

export type LinkmanForm = {
  name1: string;
  relationship1: string;
  mobile1: string;
  name2: string;
  relationship2: string;
  mobile2: string;
};

export type WorkForm = {
  employmentType: string;
  employerName: string;
  monthlyIncome: string;
  payDay: string;
};

export const EMPTY_IDENTITY: IdentityForm = {
  nrcNumber: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nrcFrontId: '',
  nrcBackId: '',
};
export const EMPTY_BASE: BaseForm = {
  maritalStatus: '',
  education: '',
  provinceId: '',
  provinceName: '',
  districtId: '',
  districtName: '',
  address: '',
  email: '',
};
export const EMPTY_LINKMAN: LinkmanForm = { name1: '', relationship1: '', mobile1: '', name2: '', relationship2: '', mobile2: '' };
export const EMPTY_WORK: WorkForm = { employmentType: '', employerName: '', monthlyIncome: '', payDay: '' };

/** Field -> message for each field that fails; empty when the form may be sent. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;
