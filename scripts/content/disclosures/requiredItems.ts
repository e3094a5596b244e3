import { GOVERNING_BODY_ROUTE, NON_TEACHING_STAFF_ROUTE, RTI_ROUTE, TEACHING_STAFF_ROUTE } from '../../../common/routes.ts';

/**
 * What the college must publish, by the public documents that require it: the list ships with the site's code, so the
 * office's register (content/disclosures.yaml) only says where each item is published and when it was reviewed.
 * Each item cites its source and says, briefly and in plain words, what the document asks for. The order is the
 * order of the documents and, within each, of their sections: the Public Self-Disclosure page lists them so.
 */

/** The documents that require disclosures, in the order the Public Self-Disclosure page lists them. */
export const DISCLOSURE_SOURCES = {
  ugcSelfDisclosure: {
    label: 'UGC: Public Self-Disclosure',
    document: 'UGC Guidelines on Public Self-Disclosure by Higher Education Institutions, 2024',
  },
  ugcGrievance: {
    label: 'UGC: Students’ grievances',
    document: 'UGC (Redress of Grievances of Students) Regulations, 2023',
  },
  nirf: {
    label: 'NIRF',
    document: 'National Institutional Ranking Framework, Ministry of Education: data submitted by the institution',
  },
  naac: {
    label: 'NAAC and IQAC',
    document: 'NAAC: Internal Quality Assurance Cell and its Annual Quality Assurance Report (AQAR)',
  },
  rti: {
    label: 'Right to Information',
    document: 'Right to Information Act, 2005, section 4(1)(b): proactive disclosure',
  },
} as const;

export type DisclosureSource = keyof typeof DISCLOSURE_SOURCES;

export interface RequiredItem {
  /** The key the register names the item by (content/disclosures.yaml, under `items:`). */
  key: string;
  source: DisclosureSource;
  /** The part of the source document it comes under, e.g. "About the institution", "Section 4(1)(b)(ix)". */
  citation: string;
  /** What is to be published, as the page's heading for it. */
  title: string;
  /** What the document asks for, briefly. */
  requirement: string;
  /** How many separate links it needs at least (a year each): the data of each of the last three NIRF years. */
  links?: number;
  /**
   * Pages of the site's own code that publish it from content it already has (the staff lists, the governing body):
   * linked when the register names no place of its own.
   */
  sitePages?: readonly string[];
}

const ugc = (key: string, citation: string, title: string, requirement: string): RequiredItem => ({
  key,
  source: 'ugcSelfDisclosure',
  citation,
  title,
  requirement,
});
const grievance = (key: string, citation: string, title: string, requirement: string): RequiredItem => ({
  key,
  source: 'ugcGrievance',
  citation,
  title,
  requirement,
});
const rti = (clause: string, key: string, title: string, requirement: string): RequiredItem => ({
  key,
  source: 'rti',
  citation: `Section 4(1)(b)(${clause})`,
  title,
  requirement,
});

export const REQUIRED_ITEMS: readonly RequiredItem[] = [
  ugc(
    'overview',
    'About the institution',
    'About the college',
    'An overview of the institution, its vision and mission, and its sponsoring body with its memorandum of association.',
  ),
  ugc(
    'recognition',
    'About the institution',
    'Recognition under sections 2(f) and 12B',
    'The UGC’s recognition of the college under sections 2(f) and 12B of the UGC Act, and its affiliation to the university.',
  ),
  ugc('accreditation', 'About the institution', 'Accreditation and ranking', 'The NAAC accreditation status and grade with its certificate, and any ranking.'),
  ugc('annualReports', 'About the institution', 'Annual reports', 'The annual reports of the institution.'),
  ugc('auditedAccounts', 'About the institution', 'Audited accounts', 'The audited annual accounts (income and expenditure, balance sheet).'),
  {
    ...ugc(
      'governance',
      'Administration',
      'Governing body and committees',
      'The composition of the governing body and of the statutory bodies and committees.',
    ),
    sitePages: [GOVERNING_BODY_ROUTE],
  },
  ugc(
    'administration',
    'Administration',
    'Principal and administrative officers',
    'The principal and the key administrative officers, with photographs and contact details.',
  ),
  ugc('programmes', 'Academics', 'Programmes, intake and duration', 'Every programme offered, with its intake, duration and eligibility.'),
  ugc('syllabus', 'Academics', 'Syllabus', 'The syllabus of every programme.'),
  ugc('academicCalendar', 'Academics', 'Academic calendar', 'The academic calendar.'),
  {
    ...ugc('faculty', 'Academics', 'Faculty and their qualifications', 'The faculty of each department, with their designations and qualifications.'),
    sitePages: [TEACHING_STAFF_ROUTE],
  },
  ugc('admissions', 'Admissions', 'Admission process and prospectus', 'The admission process, reservation of seats, and the prospectus.'),
  ugc('fees', 'Admissions', 'Fees', 'The fee for every programme, with every other charge.'),
  ugc('feeRefund', 'Admissions', 'Fee refund policy', 'The policy for refunding fees and returning original certificates when a student withdraws.'),
  ugc('scholarships', 'Admissions', 'Scholarships and financial aid', 'Scholarships, freeships and other financial aid, and how to apply.'),
  ugc('facilities', 'Student life', 'Facilities', 'The library, sports, health and other facilities for students.'),
  ugc('internalComplaints', 'Student life', 'Internal Complaints Committee', 'The committee against sexual harassment, its members and how to reach it.'),
  grievance(
    'grievanceCommittee',
    'Grievance redressal committee',
    'Students’ Grievance Redressal Committee',
    'The committee that hears students’ grievances, its members with their contacts, and how to lodge a grievance.',
  ),
  grievance(
    'ombudsperson',
    'Ombudsperson',
    'Ombudsperson',
    'The Ombudsperson for students’ grievances (appointed by the affiliating university), with contact details.',
  ),
  grievance('antiRagging', 'Anti-ragging', 'Anti-ragging committee and squad', 'The anti-ragging committee and squad, with their members’ contact numbers.'),
  grievance(
    'prospectusBeforeAdmission',
    'Information before admission',
    'Seats, eligibility and syllabus before admission',
    'Before admissions open: the seats and eligibility of each programme, its syllabus, fees and refund rules.',
  ),
  {
    key: 'nirf',
    source: 'nirf',
    citation: 'Data submitted',
    title: 'NIRF data, last three years',
    requirement: 'The data the college submitted to NIRF for each of the last three years, linked from the home page.',
    links: 3,
  },
  { key: 'aqar', source: 'naac', citation: 'AQAR', title: 'Annual Quality Assurance Reports', requirement: 'The AQAR submitted to NAAC each year.' },
  {
    key: 'iqacMinutes',
    source: 'naac',
    citation: 'IQAC',
    title: 'IQAC minutes and action taken',
    requirement: 'The composition of the IQAC, the minutes of its meetings and the reports of action taken.',
  },
  rti('i', 'rtiOrganisation', 'Organisation, functions and duties', 'The particulars of the college’s organisation, functions and duties.'),
  rti('ii', 'rtiPowersDuties', 'Powers and duties of officers and employees', 'The powers and duties of its officers and employees.'),
  rti(
    'iii',
    'rtiDecisionMaking',
    'Decision-making procedure',
    'The procedure followed in making decisions, with the channels of supervision and accountability.',
  ),
  rti('iv', 'rtiNorms', 'Norms for its functions', 'The norms set for the discharge of its functions.'),
  rti('v', 'rtiRules', 'Rules, regulations and manuals', 'The rules, regulations, instructions, manuals and records its employees use.'),
  rti('vi', 'rtiDocuments', 'Categories of documents held', 'A statement of the categories of documents it holds.'),
  rti(
    'vii',
    'rtiConsultation',
    'Consultation with the public',
    'Any arrangement for consulting the public, or for their representation, in forming or carrying out its policy.',
  ),
  rti(
    'viii',
    'rtiBodies',
    'Boards, councils and committees',
    'Its boards, councils and committees, and whether their meetings are open or their minutes public.',
  ),
  {
    ...rti('ix', 'rtiDirectory', 'Directory of officers and employees', 'A directory of its officers and employees.'),
    sitePages: [TEACHING_STAFF_ROUTE, NON_TEACHING_STAFF_ROUTE],
  },
  rti('x', 'rtiRemuneration', 'Monthly remuneration', 'The monthly remuneration of each officer and employee, with the system of compensation.'),
  rti('xi', 'rtiBudget', 'Budget', 'The budget of each of its units, with plans, proposed expenditure and reports on disbursements.'),
  rti('xii', 'rtiSubsidies', 'Subsidy programmes', 'How subsidy programmes are carried out, the amounts and the beneficiaries.'),
  rti('xiii', 'rtiConcessions', 'Concessions and permits', 'The recipients of concessions, permits or authorisations it grants.'),
  rti('xiv', 'rtiElectronic', 'Information in electronic form', 'The information it holds in electronic form.'),
  rti('xv', 'rtiFacilities', 'Facilities for citizens', 'The facilities for citizens to obtain information, such as the library’s or reading room’s hours.'),
  {
    ...rti('xvi', 'rtiOfficers', 'Public Information Officers', 'The names, designations and other particulars of its Public Information Officers.'),
    sitePages: [RTI_ROUTE],
  },
  rti('xvii', 'rtiOther', 'Other prescribed information', 'Such other information as may be prescribed; the disclosures are updated every year.'),
];

/** The officers an RTI applicant writes to, by the key the register names them with. */
export const RTI_OFFICERS = {
  publicInformationOfficer: {
    title: 'Public Information Officer',
    citation: 'Section 5(1)',
    duty: 'Receives requests for information and replies within 30 days.',
  },
  appellateAuthority: {
    title: 'First Appellate Authority',
    citation: 'Section 19(1)',
    duty: 'Hears an appeal against the officer’s reply, or when no reply came within 30 days.',
  },
} as const;

export type RtiOfficerRole = keyof typeof RTI_OFFICERS;
