import { z } from 'zod';
import { Text } from '../common.ts';

/** Rupees as a plain whole number: 8800, not "8,800" or "₹8800" (the page formats it). */
const Rupees = z
  .number({ error: 'an amount in rupees as a plain number, e.g. 8800 (no commas, no ₹)' })
  .int({ error: 'a whole number of rupees, e.g. 8800' })
  .positive({ error: 'an amount above 0' });

const InstalmentSchema = z.strictObject({
  /** e.g. "First installment". */
  label: Text,
  amount: Rupees,
  /** When it is paid, e.g. "at the start of each semester". */
  when: Text.optional(),
});

/** One programme's fees per semester; the semester total is derived from the instalments. */
const ProgrammeFeesSchema = z.strictObject({
  /** e.g. "Undergraduate (B.A. and B.Com)". */
  name: Text,
  /** How many semesters pay this fee (all equal). */
  semesters: z.number({ error: 'the number of semesters, e.g. 6' }).int({ error: 'a whole number of semesters' }).min(1).max(12),
  instalments: z.array(InstalmentSchema, { error: 'a list of instalments (label, amount)' }).min(1, { error: 'at least one instalment' }),
});

/** A fee paid once or when needed: a fixed amount, or a note when the amount is set elsewhere. */
const OtherFeeSchema = z
  .strictObject({
    label: Text,
    amount: Rupees.optional(),
    /** What the amount is counted by, e.g. "subject" for "₹300 per subject". */
    per: Text.optional(),
    /** Shown after the amount, or instead of it, e.g. "paid at first-semester admission". */
    note: Text.optional(),
  })
  .refine((fee) => fee.amount !== undefined || fee.note !== undefined, { error: 'an amount, or a note saying how the fee is set' });

/** Template `fees`: fee tables per programme (totals derived), fees paid once, additional fees, then the Markdown. */
export const FeesFields = {
  template: z.literal('fees'),
  programmes: z.array(ProgrammeFeesSchema, { error: 'a list of programmes with their instalments' }).min(1),
  /** Paid once, e.g. the uniform. */
  oneTime: z.array(OtherFeeSchema).default([]),
  /** Paid only when needed, e.g. certificates. */
  additional: z.array(OtherFeeSchema).default([]),
};

export type ProgrammeFees = z.infer<typeof ProgrammeFeesSchema>;
export type OtherFee = z.infer<typeof OtherFeeSchema>;
