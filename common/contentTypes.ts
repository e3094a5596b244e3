/**
 * The types of the compiled content that pages and islands show, in one place: renderer/ and pages/
 * import them from here, never from the compiler's own modules (the compiler defines them; common/ is the
 * only place the two meet).
 */
export type { AdmissionForm } from '../scripts/content/schemas/admissionForm.ts';
export type { Asset } from '../scripts/content/context.ts';
export type { CompiledDocument } from '../scripts/content/templates/documents.ts';
export type { DisclosureEntry, DisclosureLink } from '../scripts/content/derive/disclosures.ts';
export type { CompiledLink } from '../scripts/content/templates/links.ts';
export type { ContentPage } from '../scripts/content/collections/pages.ts';
export type { GalleryImage } from '../scripts/content/templates/galleryFolder.ts';
export type { HomeData, ParentTestimonial, Slide, StudentTestimonial } from '../scripts/content/collections/home.ts';
export type { NavGroup, NavItem, Navigation } from '../scripts/content/schemas/navigation.ts';
export type { OtherFee } from '../scripts/content/schemas/templates/fees.ts';
export type { QuestionBankProgramme } from '../scripts/content/collections/questionPapers.ts';
export type { ResultYear } from '../scripts/content/derive/yearTotals.ts';
