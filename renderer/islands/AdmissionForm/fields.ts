import type { AdmissionForm } from '../../../common/contentTypes.ts';

/** The documents the form asks for (spec 3); each is one file or nothing. */
export const DOCUMENTS = [
  { key: 'aadharCard', label: 'Aadhar card' },
  { key: 'photograph', label: 'Photograph' },
  { key: 'hslcAdmitCard', label: 'HSLC admit card' },
  { key: 'hsslcAdmitCard', label: 'HSSLC admit card' },
  { key: 'transferCertificate', label: 'Transfer certificate' },
] as const;
export type DocumentKey = (typeof DOCUMENTS)[number]['key'];

/** The form's state exactly as spec 3 names it. It never leaves the visitor's browser. */
export interface AdmissionState {
  fullName: string;
  fatherName: string;
  motherName: string;
  permanentAddress: string;
  localGuardian: string;
  dateOfBirth: string;
  nationality: string;
  community: string;
  religion: string;
  caste: string;
  maritalStatus: string;
  physicalDisability: string;
  gender: string;
  email: string;
  phoneNumber: string;
  yearOfPassing: string;
  rollNumber: string;
  division: string;
  board: string;
  /** Six subject slots, empty at first. */
  subjects: string[];
  previousSchool: string;
  grades: string;
  preferredCourse: string;
  honorsSubject: string;
  documents: Record<DocumentKey, File | null>;
}

type TextField = Exclude<keyof AdmissionState, 'subjects' | 'documents'>;
type ChoiceList = keyof AdmissionForm['choices'];

export interface FieldSpec {
  key: TextField;
  label: string;
  type?: 'text' | 'date' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  /** Offered as a list when content/admission-form.yaml gives answers for it. */
  choices?: ChoiceList;
}

/** The groups the form is shown in, and the order of their fields (the summary follows the same order). */
export const GROUPS: { id: string; title: string; fields: FieldSpec[]; subjects?: true; documents?: true }[] = [
  {
    id: 'personal',
    title: 'Personal details',
    fields: [
      { key: 'fullName', label: 'Full name', autoComplete: 'name' },
      { key: 'fatherName', label: "Father's name" },
      { key: 'motherName', label: "Mother's name" },
      { key: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
      { key: 'gender', label: 'Gender', choices: 'gender' },
      { key: 'nationality', label: 'Nationality' },
      { key: 'community', label: 'Community', choices: 'community' },
      { key: 'religion', label: 'Religion' },
      { key: 'caste', label: 'Caste' },
      { key: 'maritalStatus', label: 'Marital status', choices: 'maritalStatus' },
      { key: 'physicalDisability', label: 'Physical disability', choices: 'physicalDisability' },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    fields: [
      { key: 'permanentAddress', label: 'Permanent address', type: 'textarea', autoComplete: 'street-address' },
      { key: 'localGuardian', label: 'Local guardian' },
      { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
      { key: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    id: 'previous',
    title: 'Previous examination',
    fields: [
      { key: 'board', label: 'Board' },
      { key: 'previousSchool', label: 'School or college' },
      { key: 'yearOfPassing', label: 'Year of passing' },
      { key: 'rollNumber', label: 'Roll number' },
      { key: 'division', label: 'Division', choices: 'division' },
      { key: 'grades', label: 'Grades or marks' },
    ],
    subjects: true,
  },
  {
    id: 'course',
    title: 'Course choice',
    fields: [
      { key: 'preferredCourse', label: 'Preferred course', choices: 'preferredCourse' },
      { key: 'honorsSubject', label: 'Honours (major) subject', choices: 'honorsSubject' },
    ],
  },
  { id: 'documents', title: 'Documents', fields: [], documents: true },
];

export function emptyState(defaultNationality: string): AdmissionState {
  const text = Object.fromEntries(GROUPS.flatMap((group) => group.fields.map((field) => [field.key, '']))) as Record<TextField, string>;
  return {
    ...text,
    nationality: defaultNationality,
    subjects: ['', '', '', '', '', ''],
    documents: { aadharCard: null, photograph: null, hslcAdmitCard: null, hsslcAdmitCard: null, transferCertificate: null },
  };
}

/** Spec 5: the Aadhar card accepts only these. */
export const AADHAR_TYPES = ['.jpg', '.jpeg', '.png', '.pdf'];

/** What is wrong with the file chosen as the Aadhar card, if anything (spec 5). */
export function aadharCardError(aadhar: File | null): string | undefined {
  if (!aadhar) return 'Choose a picture or PDF of your Aadhar card (.jpg, .jpeg, .png or .pdf).';
  if (!AADHAR_TYPES.some((type) => aadhar.name.toLowerCase().endsWith(type))) {
    return `"${aadhar.name}" is not a .jpg, .jpeg, .png or .pdf file: choose one of those.`;
  }
  return undefined;
}

/** Spec 5: only the full name and the Aadhar card are checked; nothing else is. */
export function validate(state: AdmissionState): Partial<Record<'fullName' | 'aadharCard', string>> {
  const errors: Partial<Record<'fullName' | 'aadharCard', string>> = {};
  if (!state.fullName.trim()) errors.fullName = 'Enter your full name.';
  const aadharCard = aadharCardError(state.documents.aadharCard);
  if (aadharCard) errors.aadharCard = aadharCard;
  return errors;
}

const TEXT_FIELDS = new Set<string>(GROUPS.flatMap((group) => group.fields.map((field) => field.key)));
const isDocument = (name: string): name is DocumentKey => DOCUMENTS.some((document) => document.key === name);

/**
 * `state` with what the form's fields hold. The fields keep what a visitor typed, chose or picked before the form
 * hydrated (React leaves a field's value as it finds it), and the form takes it over from them.
 */
export function stateFromFields(state: AdmissionState, fields: HTMLFormControlsCollection): AdmissionState {
  const next: AdmissionState = { ...state, subjects: [...state.subjects], documents: { ...state.documents } };
  for (const field of fields) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) continue;
    const subject = /^subjects\[(\d+)\]$/.exec(field.name);
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (isDocument(field.name)) next.documents[field.name] = field.files?.[0] ?? null;
    } else if (subject) next.subjects[Number(subject[1])] = field.value;
    else if (TEXT_FIELDS.has(field.name)) next[field.name as TextField] = field.value;
  }
  return next;
}
