import { z } from 'zod';
import { ContentFile, Route, Text } from './common.ts';

/** A picture the home page shows: an image under content/ and what it shows, for people who cannot see it. */
const PictureSchema = z.strictObject({
  /** An image under content/, e.g. home/slides/campus.jpg (JPG, PNG or WebP). */
  image: ContentFile,
  /** What the picture shows, in a sentence; read aloud by screen readers. */
  alt: Text,
});

/** content/home/carousel.yaml: the photos that turn every 3 seconds, and the notice beside them. */
export const CarouselSchema = z.strictObject({
  /** The photos, in the order they are shown (the original site had four). */
  slides: z.array(PictureSchema, { error: 'a list of slides, each with image and alt' }).min(1, { error: 'at least one slide' }),
  /** The notice next to the carousel, e.g. the Admission Open poster. */
  notice: z.strictObject({
    /** The heading above the notice. */
    title: Text,
    ...PictureSchema.shape,
    /** Optional: a page of this site the notice leads to, e.g. /onlineAdmissions/admissionProcedure. */
    route: Route.optional(),
  }),
});

/** Fields every testimonial has. */
const TestimonialFields = {
  /** A photo of the person, under content/ (square photos look best). */
  image: ContentFile,
  /** The person's name. */
  name: Text,
  /** What they say, in their words. */
  text: Text,
};

/** A student or former student: course and batch, e.g. "B.A. English" and "2021-2024". */
const StudentTestimonialSchema = z.strictObject({ ...TestimonialFields, course: Text, batch: Text });

/** A parent: how they are related and whose parent they are, e.g. "Mother" of "A. Sample, B.A. History". */
const ParentTestimonialSchema = z.strictObject({ ...TestimonialFields, relation: Text, parentOf: Text });

/** content/home/testimonials.yaml: three groups shown as tabs; an empty group shows `placeholder`. */
export const TestimonialsSchema = z.strictObject({
  /** Shown in a group that has no entries yet (the original's spelling: "Comming Soon..."). */
  placeholder: Text,
  alumni: z.array(StudentTestimonialSchema).default([]),
  students: z.array(StudentTestimonialSchema).default([]),
  parents: z.array(ParentTestimonialSchema).default([]),
});

export type CarouselSource = z.infer<typeof CarouselSchema>;
export type TestimonialsSource = z.infer<typeof TestimonialsSchema>;
