import { z } from 'zod';

/** A question's or an exam's score: the bank, papers and staff's review share the bound. */
export const score = z.number().min(0).max(1000);
