import { defineCollection } from './collection.ts';
import { loadYamlFile } from '../loaders/contentFiles.ts';
import { AdmissionFormSchema, type AdmissionForm } from '../schemas/admissionForm.ts';

/** content/admission-form.yaml: the admission form's texts and answer lists. */
export const admissionForm = defineCollection({
  name: 'admissionForm',
  files: { 'admission-form.yaml': AdmissionFormSchema },
  load(ctx): AdmissionForm | undefined {
    return loadYamlFile(ctx, 'admission-form.yaml', AdmissionFormSchema)?.data;
  },
});
