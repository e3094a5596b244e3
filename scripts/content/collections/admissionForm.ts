import { defineCollection } from './collection.ts';
import { readYaml } from '../loaders/yaml.ts';
import { validateYaml } from '../validate.ts';
import { AdmissionFormSchema, type AdmissionForm } from '../schemas/admissionForm.ts';

/** content/admission-form.yaml: the admission form's texts and answer lists. */
export const admissionForm = defineCollection({
  name: 'admissionForm',
  files: { 'admission-form.yaml': AdmissionFormSchema },
  load(ctx): AdmissionForm | undefined {
    const source = readYaml(ctx.abs('admission-form.yaml'), 'content/admission-form.yaml', ctx.problems);
    return source && validateYaml(AdmissionFormSchema, source, ctx.problems);
  },
});
